import {VisuallyHidden} from '@material-react/cdk/a11y';
import {Button} from '@material-react/material/button';
import {GridList, GridTile} from '@material-react/material/grid-list';
import {SlideToggle} from '@material-react/material/slide-toggle';
import {useState} from 'react';
import './grid-list-spans-example.css';

interface Tile {
  id: number;
  colspan: number;
  rowspan: number;
}

const FIRST_TILES: Tile[] = [
  {id: 1, colspan: 3, rowspan: 1},
  {id: 2, colspan: 1, rowspan: 2},
  {id: 3, colspan: 1, rowspan: 1},
  {id: 4, colspan: 2, rowspan: 1},
];

/**
 * The spans of new tiles, by tile number: tile 5 is 3 × 1, tile 6 is 2 × 2 and so on. Tile 6 does
 * not fit beside tile 5, which leaves a gap that tile 7 fills when gaps are filled.
 */
const SPANS: Array<Pick<Tile, 'colspan' | 'rowspan'>> = [
  {colspan: 2, rowspan: 2},
  {colspan: 1, rowspan: 1},
  {colspan: 1, rowspan: 2},
  {colspan: 4, rowspan: 1},
  {colspan: 3, rowspan: 1},
];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What a tile's number and its "columns × rows" caption say, for screen readers. */
const describeSpan = (tile: Tile) =>
  `Tile ${tile.id}, ${plural(tile.colspan, 'column')} by ${plural(tile.rowspan, 'row')}`;

const COLOURS = ['primary', 'secondary', 'tertiary', 'surface'];

/**
 * @title Tiles that span columns and rows
 *
 * Tiles are placed in order, each after the one before; a tile too wide for what is left of a
 * row leaves a gap. Add tiles, let later tiles fill the gaps, and switch the text direction.
 */
export function GridListSpansExample() {
  const [tiles, setTiles] = useState(FIRST_TILES);
  const [fillGaps, setFillGaps] = useState(false);
  const [rtl, setRtl] = useState(false);

  const addTile = () =>
    setTiles((current) => {
      const id = (current.at(-1)?.id ?? 0) + 1;
      return [...current, {id, ...SPANS[(id - 1) % SPANS.length]!}];
    });

  return (
    <div className="grid-list-spans">
      <div className="grid-list-spans-options">
        <Button variant="tonal" onClick={addTile}>
          Add a tile
        </Button>
        <Button
          onClick={() => setTiles((current) => current.slice(0, -1))}
          disabled={!tiles.length}
        >
          Remove the last tile
        </Button>
        <Button onClick={() => setTiles(FIRST_TILES)}>Reset</Button>
        <SlideToggle checked={fillGaps} onCheckedChange={setFillGaps}>
          Fill gaps
        </SlideToggle>
        <SlideToggle checked={rtl} onCheckedChange={setRtl}>
          Right-to-left
        </SlideToggle>
      </div>
      <div dir={rtl ? 'rtl' : 'ltr'}>
        <GridList cols={4} rowHeight={80} gutterSize={8} fillGaps={fillGaps} aria-label="Tiles">
          {tiles.map((tile) => (
            <GridTile
              key={tile.id}
              colspan={tile.colspan}
              rowspan={tile.rowspan}
              className={`grid-list-spans-tile grid-list-spans-${COLOURS[(tile.id - 1) % 4]}`}
            >
              <span className="grid-list-spans-number" aria-hidden="true">
                {tile.id}
              </span>
              <span className="grid-list-spans-size" aria-hidden="true">
                {tile.colspan} × {tile.rowspan}
              </span>
              <VisuallyHidden>{describeSpan(tile)}</VisuallyHidden>
            </GridTile>
          ))}
        </GridList>
      </div>
    </div>
  );
}
