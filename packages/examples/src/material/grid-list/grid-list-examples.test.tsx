import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInMain} from '../../testing';
import {GridListHeadersAndFootersExample} from './grid-list-headers-and-footers/grid-list-headers-and-footers-example';
import {GridListOverviewExample} from './grid-list-overview/grid-list-overview-example';
import {GridListRatioAndFitExample} from './grid-list-ratio-and-fit/grid-list-ratio-and-fit-example';
import {GridListResponsiveExample} from './grid-list-responsive/grid-list-responsive-example';
import {GridListSpansExample} from './grid-list-spans/grid-list-spans-example';

const gridList = () => document.querySelector<HTMLElement>('.mat-grid-list')!;
const tiles = () => [...document.querySelectorAll<HTMLElement>('.mat-grid-tile')];
const spans = () => tiles().map((tile) => [tile.style.gridColumn, tile.style.gridRow]);
const cssVar = (name: string) => gridList().style.getPropertyValue(name);

afterEach(() => vi.unstubAllGlobals());

describe('grid list examples', () => {
  it.each([
    ['grid-list-overview', GridListOverviewExample],
    ['grid-list-spans', GridListSpansExample],
    ['grid-list-ratio-and-fit', GridListRatioAndFitExample],
    ['grid-list-headers-and-footers', GridListHeadersAndFootersExample],
    ['grid-list-responsive', GridListResponsiveExample],
  ])('%s renders a list of tiles without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    const list = screen.getByRole('list');
    expect(list).toBe(gridList());
    expect(within(list).getAllByRole('listitem')).toEqual(tiles());
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('grid-list-overview shows four tiles in four columns of 2:1 cells', () => {
    renderInMain(GridListOverviewExample);
    expect(screen.getByRole('list', {name: 'Colour roles'})).toBe(gridList());
    expect(tiles().map((tile) => tile.textContent)).toEqual([
      'Primary',
      'Secondary',
      'Tertiary',
      'Surface',
    ]);
    expect(cssVar('--mat-grid-list-cols')).toBe('4');
    expect(cssVar('--mat-grid-list-row-ratio')).toBe('0.5');
  });

  it('grid-list-spans adds and removes tiles, fills gaps and switches direction', async () => {
    const user = userEvent.setup();
    renderInMain(GridListSpansExample);
    expect(gridList().dataset['rowHeight']).toBe('fixed');
    expect(cssVar('--mat-grid-list-row-height')).toBe('80px');
    expect(spans()).toEqual([
      ['span 3', ''],
      ['', 'span 2'],
      ['', ''],
      ['span 2', ''],
    ]);
    expect(tiles()[0]!.textContent).toBe('13 × 1Tile 1, 3 columns by 1 row');
    expect(screen.getByText('Tile 2, 1 column by 2 rows')).toBeTruthy();

    await user.click(screen.getByRole('button', {name: 'Add a tile'}));
    await user.click(screen.getByRole('button', {name: 'Add a tile'}));
    expect(spans().slice(4)).toEqual([
      ['span 3', ''],
      ['span 2', 'span 2'],
    ]);
    expect(tiles().at(-1)!.textContent).toContain('Tile 6, 2 columns by 2 rows');
    await user.click(screen.getByRole('button', {name: 'Remove the last tile'}));
    expect(tiles()).toHaveLength(5);

    expect(gridList().hasAttribute('data-fill-gaps')).toBe(false);
    await user.click(screen.getByRole('switch', {name: 'Fill gaps'}));
    expect(gridList().hasAttribute('data-fill-gaps')).toBe(true);

    expect(gridList().parentElement!.getAttribute('dir')).toBe('ltr');
    await user.click(screen.getByRole('switch', {name: 'Right-to-left'}));
    expect(gridList().parentElement!.getAttribute('dir')).toBe('rtl');

    await user.click(screen.getByRole('button', {name: 'Reset'}));
    expect(tiles()).toHaveLength(4);
    for (let count = 4; count > 0; count--) {
      await user.click(screen.getByRole('button', {name: 'Remove the last tile'}));
    }
    expect(tiles()).toEqual([]);
    expect(
      (screen.getByRole('button', {name: 'Remove the last tile'}) as HTMLButtonElement).disabled,
    ).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('grid-list-ratio-and-fit switches between ratio, fixed and fit rows and gutters', async () => {
    const user = userEvent.setup();
    renderInMain(GridListRatioAndFitExample);
    const list = screen.getByRole('list', {name: 'Cells'});
    expect(list.dataset['rowHeight']).toBe('ratio');
    expect(cssVar('--mat-grid-list-row-ratio')).toBe(String(9 / 16));
    expect(cssVar('--mat-grid-list-gutter-size')).toBe('4px');
    expect(spans()).toEqual([['', 'span 2'], ...Array(4).fill(['', '']), ['span 3', '']]);

    const rowHeight = screen.getByRole('radiogroup', {name: 'Row height'});
    await user.click(within(rowHeight).getByRole('radio', {name: '1:1'}));
    expect(cssVar('--mat-grid-list-row-ratio')).toBe('1');
    await user.click(within(rowHeight).getByRole('radio', {name: '96px'}));
    expect(list.dataset['rowHeight']).toBe('fixed');
    expect(cssVar('--mat-grid-list-row-height')).toBe('96px');
    expect(screen.getByText('Every row is 96px high, however wide the list is.')).toBeTruthy();
    await user.click(within(rowHeight).getByRole('radio', {name: 'fit'}));
    expect(list.dataset['rowHeight']).toBe('fit');
    expect(list.classList.contains('grid-list-ratio-and-fit-list-fit')).toBe(true);

    const gutter = screen.getByRole('radiogroup', {name: 'Gutter'});
    await user.click(within(gutter).getByRole('radio', {name: '16px'}));
    expect(cssVar('--mat-grid-list-gutter-size')).toBe('16px');
    await user.click(within(gutter).getByRole('radio', {name: '1px'}));
    expect(cssVar('--mat-grid-list-gutter-size')).toBe('1px');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('grid-list-headers-and-footers captions each picture and marks favourites', async () => {
    const user = userEvent.setup();
    renderInMain(GridListHeadersAndFootersExample);
    const list = screen.getByRole('list', {name: 'Travel photos'});
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(spans()[0]).toEqual(['span 2', 'span 2']);
    expect(items[0]!.querySelector('.mat-grid-tile-header')!.textContent).toBe('Photo of the week');
    expect(list.querySelectorAll('.mat-grid-tile-header')).toHaveLength(1);
    expect(list.querySelectorAll('.mat-grid-tile-footer[data-lines="2"]')).toHaveLength(6);
    expect(
      within(list)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual([
      'Harbour at dusk',
      'Pine forest',
      'Glacier lake',
      'Dunes',
      'Lavender fields',
      'Rocky coast',
    ]);
    expect(
      within(items[2]!).getByRole('img', {name: 'Turquoise water below pale blue ice'}),
    ).toBeTruthy();

    const harbour = screen.getByRole('button', {name: 'Favourite: Harbour at dusk'});
    const glacier = screen.getByRole('button', {name: 'Favourite: Glacier lake'});
    expect(harbour.getAttribute('aria-pressed')).toBe('false');
    expect(glacier.getAttribute('aria-pressed')).toBe('true');
    await user.click(harbour);
    await user.click(glacier);
    expect(harbour.getAttribute('aria-pressed')).toBe('true');
    expect(glacier.getAttribute('aria-pressed')).toBe('false');
  });

  it('grid-list-responsive picks the columns from the breakpoints', () => {
    let width = 1400;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        const min = /min-width:\s*(\d+)/.exec(query);
        const max = /max-width:\s*([\d.]+)/.exec(query);
        return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const resize = (next: number) =>
      act(() => {
        width = next;
        listeners.forEach((listener) => listener());
      });

    renderInMain(GridListResponsiveExample);
    expect(cssVar('--mat-grid-list-cols')).toBe('6');
    expect(screen.getByText('6 columns (Large or wider screen)')).toBeTruthy();
    expect(tiles()).toHaveLength(11);
    expect(spans()[0]).toEqual(['span 2', '']);
    resize(1000);
    expect(cssVar('--mat-grid-list-cols')).toBe('4');
    resize(700);
    expect(cssVar('--mat-grid-list-cols')).toBe('3');
    expect(screen.getByText('3 columns (Small screen)')).toBeTruthy();
    resize(400);
    expect(cssVar('--mat-grid-list-cols')).toBe('2');
    expect(spans()[0]).toEqual(['span 2', '']);
  });
});
