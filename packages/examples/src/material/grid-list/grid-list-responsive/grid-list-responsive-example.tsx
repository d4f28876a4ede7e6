import {Breakpoints, useBreakpoint} from '@material-react/cdk/layout';
import {GridList, GridTile} from '@material-react/material/grid-list';
import './grid-list-responsive-example.css';

/** The number of columns at each breakpoint, narrowest first; wider screens get 6. */
const COLUMNS = [
  {query: Breakpoints.XSmall, name: 'XSmall', cols: 2},
  {query: Breakpoints.Small, name: 'Small', cols: 3},
  {query: Breakpoints.Medium, name: 'Medium', cols: 4},
];

const TILES = Array.from({length: 11}, (_, index) => index + 1);

/**
 * @title Responsive columns
 *
 * Two columns on phones and up to six on wide screens, chosen with `useBreakpoint`. The first tile
 * spans two columns at every size. Resize the window to see the tiles move.
 */
export function GridListResponsiveExample() {
  const {breakpoints} = useBreakpoint(COLUMNS.map((column) => column.query));
  const current = COLUMNS.find((column) => breakpoints[column.query]);
  const cols = current?.cols ?? 6;
  return (
    <div className="grid-list-responsive">
      <p className="grid-list-responsive-summary">
        {cols} columns ({current?.name ?? 'Large or wider'} screen)
      </p>
      <GridList cols={cols} rowHeight="1:1" gutterSize={8} aria-label="Apps">
        {TILES.map((tile) => (
          <GridTile
            key={tile}
            colspan={tile === 1 ? 2 : 1}
            className={
              tile === 1
                ? 'grid-list-responsive-tile grid-list-responsive-featured'
                : 'grid-list-responsive-tile'
            }
          >
            {tile === 1 ? 'Featured' : `App ${tile}`}
          </GridTile>
        ))}
      </GridList>
    </div>
  );
}
