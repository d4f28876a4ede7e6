import {GridList, GridTile} from '@material-react/material/grid-list';
import './grid-list-overview-example.css';

const TILES = [
  {name: 'Primary', className: 'grid-list-overview-primary'},
  {name: 'Secondary', className: 'grid-list-overview-secondary'},
  {name: 'Tertiary', className: 'grid-list-overview-tertiary'},
  {name: 'Surface', className: 'grid-list-overview-surface'},
];

/**
 * @title Basic grid list
 *
 * Four tiles in four equal columns, each twice as wide as it is high (`rowHeight="2:1"`). Resize
 * the window: the rows keep their shape.
 */
export function GridListOverviewExample() {
  return (
    <GridList cols={4} rowHeight="2:1" aria-label="Colour roles">
      {TILES.map((tile) => (
        <GridTile key={tile.name} className={`grid-list-overview-tile ${tile.className}`}>
          {tile.name}
        </GridTile>
      ))}
    </GridList>
  );
}
