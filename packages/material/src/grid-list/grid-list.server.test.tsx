// @vitest-environment node
import favoriteIcon from '@material-symbols/svg-400/outlined/favorite.svg?raw';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {IconButton} from '../button';
import {Icon} from '../icon';
import {GridList, GridTile, GridTileFooter, GridTileHeader, GridTileLine} from './index';

describe('server rendering', () => {
  it('renders the whole layout as markup and inline styles, without a document', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(
      <GridList cols={4} rowHeight="4:3" gutterSize={8} aria-label="Photos">
        <GridTile colspan={2} rowspan={2}>
          <GridTileFooter
            trailing={
              <IconButton aria-label="Like Lake">
                <Icon svg={favoriteIcon} />
              </IconButton>
            }
          >
            <GridTileLine>Lake</GridTileLine>
            <GridTileLine>At dawn</GridTileLine>
          </GridTileFooter>
        </GridTile>
        <GridTile colspan={9}>Too wide</GridTile>
        <GridTile>
          <GridTileHeader>Harbour</GridTileHeader>
        </GridTile>
      </GridList>,
    );
    expect(html).toMatch(
      /^<div role="list" aria-label="Photos" class="mat-grid-list" data-row-height="ratio" style="--mat-grid-list-cols:4;--mat-grid-list-row-ratio:0.75;--mat-grid-list-gutter-size:8px"><div class="mat-grid-list-tiles">/,
    );
    expect(html).toContain(
      '<div role="listitem" class="mat-grid-tile" style="grid-column:span 2;grid-row:span 2"><div class="mat-grid-tile-content"><div class="mat-grid-tile-footer" data-lines="2"><div class="mat-grid-tile-text"><div class="mat-grid-tile-line">Lake</div><div class="mat-grid-tile-line">At dawn</div></div><div class="mat-grid-tile-trailing"><button',
    );
    // A tile wider than the list is kept to its four columns.
    expect(html).toContain(
      '<div role="listitem" class="mat-grid-tile" style="grid-column:span 4"><div class="mat-grid-tile-content">Too wide</div></div>',
    );
    expect(html).toContain(
      '<div role="listitem" class="mat-grid-tile"><div class="mat-grid-tile-content"><div class="mat-grid-tile-header" data-lines="1"><div class="mat-grid-tile-text">Harbour</div></div></div></div>',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('renders fixed and fit rows', () => {
    expect(renderToString(<GridList cols={2} rowHeight={120} fillGaps />)).toBe(
      '<div role="list" class="mat-grid-list" data-row-height="fixed" data-fill-gaps="" style="--mat-grid-list-cols:2;--mat-grid-list-row-height:120px"><div class="mat-grid-list-tiles"></div></div>',
    );
    expect(renderToString(<GridList cols={3} rowHeight="fit" style={{height: 400}} />)).toBe(
      '<div role="list" class="mat-grid-list" data-row-height="fit" style="--mat-grid-list-cols:3;height:400px"><div class="mat-grid-list-tiles"></div></div>',
    );
  });
});
