import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {GridList, GridTile} from '@material-react/material/grid-list';
import {useId, useState} from 'react';
import './grid-list-ratio-and-fit-example.css';

const ROW_HEIGHTS = [
  {value: '1:1', summary: 'Each cell is square; rows follow the width of the list.'},
  {value: '16:9', summary: 'Each cell is 16 wide for 9 high; rows follow the width of the list.'},
  {value: '96px', summary: 'Every row is 96px high, however wide the list is.'},
  {value: 'fit', summary: 'The rows share the 240px height of the list.'},
];

const GUTTERS = ['1px', '4px', '16px'];

/**
 * @title Row heights and gutters
 *
 * Rows can keep the shape of a cell (a ratio), have a fixed height, or share the height of the
 * list (`fit`). The gutter is the space between tiles.
 */
export function GridListRatioAndFitExample() {
  const id = useId();
  const [rowHeight, setRowHeight] = useState('16:9');
  const [gutter, setGutter] = useState('4px');
  const fit = rowHeight === 'fit';
  return (
    <div className="grid-list-ratio-and-fit">
      <div className="grid-list-ratio-and-fit-options">
        <div className="grid-list-ratio-and-fit-option">
          <span id={`${id}-row-height`} className="grid-list-ratio-and-fit-label">
            Row height
          </span>
          <ButtonToggleGroup
            aria-labelledby={`${id}-row-height`}
            value={rowHeight}
            onValueChange={setRowHeight}
          >
            {ROW_HEIGHTS.map(({value}) => (
              <ButtonToggle key={value} value={value}>
                {value}
              </ButtonToggle>
            ))}
          </ButtonToggleGroup>
        </div>
        <div className="grid-list-ratio-and-fit-option">
          <span id={`${id}-gutter`} className="grid-list-ratio-and-fit-label">
            Gutter
          </span>
          <ButtonToggleGroup
            aria-labelledby={`${id}-gutter`}
            value={gutter}
            onValueChange={setGutter}
          >
            {GUTTERS.map((value) => (
              <ButtonToggle key={value} value={value}>
                {value}
              </ButtonToggle>
            ))}
          </ButtonToggleGroup>
        </div>
      </div>
      <p className="grid-list-ratio-and-fit-summary">
        {ROW_HEIGHTS.find((option) => option.value === rowHeight)?.summary}
      </p>
      <GridList
        cols={3}
        rowHeight={rowHeight}
        gutterSize={gutter}
        className={fit ? 'grid-list-ratio-and-fit-list-fit' : undefined}
        aria-label="Cells"
      >
        <GridTile rowspan={2} className="grid-list-ratio-and-fit-tall">
          Two rows
        </GridTile>
        {[2, 3, 4, 5].map((tile) => (
          <GridTile key={tile} className="grid-list-ratio-and-fit-tile">
            Cell {tile}
          </GridTile>
        ))}
        <GridTile colspan={3} className="grid-list-ratio-and-fit-wide">
          Three columns
        </GridTile>
      </GridList>
    </div>
  );
}
