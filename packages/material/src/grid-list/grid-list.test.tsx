import {expectNoAxeViolations, prerenderAndHydrate} from '@material-react/cdk/testing';
import favoriteIcon from '@material-symbols/svg-400/outlined/favorite.svg?raw';
import photoIcon from '@material-symbols/svg-400/outlined/photo.svg?raw';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createRef, useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {IconButton} from '../button';
import {Icon} from '../icon';
import {prebuiltThemes} from '../theming';
import {
  colorChannels,
  colorToken,
  contrastRatio,
  themeStylesheet,
} from '../theming/theme-colors.test-utils';
import {
  GridList,
  GridTile,
  GridTileFooter,
  GridTileHeader,
  GridTileLine,
  type GridListRowHeight,
} from './index';

const HERE = dirname(fileURLToPath(import.meta.url));
const readCss = (path: string) => readFileSync(join(HERE, path), 'utf8');

const listOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.mat-grid-list')!;
const tiles = () => [...document.querySelectorAll<HTMLElement>('.mat-grid-tile')];
const cssVar = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe('GridList', () => {
  it('renders a list of tiles in a grid of equal columns', async () => {
    const ref = createRef<HTMLDivElement>();
    const {container} = render(
      <main>
        <GridList cols={3} aria-label="Colours" className="extra" ref={ref} id="colours">
          <GridTile>Red</GridTile>
          <GridTile>Green</GridTile>
          <GridTile>Blue</GridTile>
        </GridList>
      </main>,
    );
    const list = screen.getByRole('list', {name: 'Colours'});
    expect(list).toBe(listOf(container));
    expect(ref.current).toBe(list);
    expect(list.id).toBe('colours');
    expect(list.className).toBe('mat-grid-list extra');
    expect(list.dataset['rowHeight']).toBe('ratio');
    expect(list.hasAttribute('data-fill-gaps')).toBe(false);
    expect(cssVar(list, '--mat-grid-list-cols')).toBe('3');
    expect(cssVar(list, '--mat-grid-list-row-ratio')).toBe('1');
    expect(cssVar(list, '--mat-grid-list-row-height')).toBe('');
    expect(cssVar(list, '--mat-grid-list-gutter-size')).toBe('');
    // The grid is an inner element; the tiles are its children.
    const grid = list.firstElementChild as HTMLElement;
    expect(grid.className).toBe('mat-grid-list-tiles');
    expect([...grid.children]).toEqual(tiles());

    const items = within(list).getAllByRole('listitem');
    expect(items).toEqual(tiles());
    expect(items.map((item) => item.textContent)).toEqual(['Red', 'Green', 'Blue']);
    for (const item of items) {
      expect(item.firstElementChild!.className).toBe('mat-grid-tile-content');
      expect(item.getAttribute('style')).toBeNull();
    }
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it.each<[GridListRowHeight, string, Record<string, string>]>([
    [120, 'fixed', {'--mat-grid-list-row-height': '120px'}],
    [0, 'fixed', {'--mat-grid-list-row-height': '0px'}],
    ['100px', 'fixed', {'--mat-grid-list-row-height': '100px'}],
    [' 6rem ', 'fixed', {'--mat-grid-list-row-height': '6rem'}],
    ['80', 'fixed', {'--mat-grid-list-row-height': '80px'}],
    ['calc(10vh + 20px)', 'fixed', {'--mat-grid-list-row-height': 'calc(10vh + 20px)'}],
    ['4:3', 'ratio', {'--mat-grid-list-row-ratio': '0.75'}],
    [' 2 : 1 ', 'ratio', {'--mat-grid-list-row-ratio': '0.5'}],
    ['1.5:3', 'ratio', {'--mat-grid-list-row-ratio': '2'}],
    ['fit', 'fit', {}],
  ])('reads rowHeight %j as %s rows', (rowHeight, mode, vars) => {
    const {container} = render(
      <GridList cols={2} rowHeight={rowHeight}>
        <GridTile />
      </GridList>,
    );
    const list = listOf(container);
    expect(list.dataset['rowHeight']).toBe(mode);
    expect({
      '--mat-grid-list-row-height': cssVar(list, '--mat-grid-list-row-height'),
      '--mat-grid-list-row-ratio': cssVar(list, '--mat-grid-list-row-ratio'),
    }).toEqual({'--mat-grid-list-row-height': '', '--mat-grid-list-row-ratio': '', ...vars});
  });

  it.each(['4:0', '0:3', 'a:b', '4:3:2', ':3', '-4:3'])('refuses the ratio %j', (rowHeight) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<GridList cols={2} rowHeight={rowHeight} />)).toThrow(
      `GridList: invalid rowHeight ratio "${rowHeight}"; expected width:height, such as "4:3".`,
    );
  });

  it('refuses a negative or infinite pixel height', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<GridList cols={2} rowHeight={-10} />)).toThrow(
      'GridList: rowHeight must be a length of 0 or more, got -10.',
    );
    expect(() => render(<GridList cols={2} gutterSize={Infinity} />)).toThrow(
      'GridList: gutterSize must be a length of 0 or more, got Infinity.',
    );
  });

  it('sets the gutter only when given, in pixels for a number', () => {
    const {container, rerender} = render(<GridList cols={2} gutterSize={8} />);
    expect(cssVar(listOf(container), '--mat-grid-list-gutter-size')).toBe('8px');
    rerender(<GridList cols={2} gutterSize="1px" />);
    expect(cssVar(listOf(container), '--mat-grid-list-gutter-size')).toBe('1px');
    rerender(<GridList cols={2} gutterSize="0.5rem" />);
    expect(cssVar(listOf(container), '--mat-grid-list-gutter-size')).toBe('0.5rem');
    rerender(<GridList cols={2} gutterSize="2" />);
    expect(cssVar(listOf(container), '--mat-grid-list-gutter-size')).toBe('2px');
    rerender(<GridList cols={2} gutterSize={0} />);
    expect(cssVar(listOf(container), '--mat-grid-list-gutter-size')).toBe('0px');
    rerender(<GridList cols={2} />);
    expect(cssVar(listOf(container), '--mat-grid-list-gutter-size')).toBe('');
  });

  it('keeps the column count a whole number of at least 1', () => {
    const {container, rerender} = render(<GridList cols={2.7} />);
    expect(cssVar(listOf(container), '--mat-grid-list-cols')).toBe('2');
    rerender(<GridList cols={0} />);
    expect(cssVar(listOf(container), '--mat-grid-list-cols')).toBe('1');
    rerender(<GridList cols={-3} />);
    expect(cssVar(listOf(container), '--mat-grid-list-cols')).toBe('1');
    rerender(<GridList cols={NaN} />);
    expect(cssVar(listOf(container), '--mat-grid-list-cols')).toBe('1');
  });

  it('marks a list that fills gaps, and merges its own style after the layout', () => {
    const {container} = render(
      <GridList cols={4} fillGaps rowHeight="fit" style={{height: 300}} data-testid="list" />,
    );
    const list = listOf(container);
    expect(list.hasAttribute('data-fill-gaps')).toBe(true);
    expect(list.style.height).toBe('300px');
    expect(cssVar(list, '--mat-grid-list-cols')).toBe('4');
    expect(list.dataset['testid']).toBe('list');
  });

  it('is an empty list that axe accepts before its tiles arrive', async () => {
    render(<GridList cols={3} aria-label="Search results" />);
    expect(screen.getByRole('list', {name: 'Search results'}).textContent).toBe('');
    await expectNoAxeViolations();
  });

  it('takes a name from a heading, and passes events through', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <GridList cols={2} aria-labelledby="title" onClick={onClick}>
        <GridTile>One</GridTile>
      </GridList>,
    );
    const title = document.createElement('h2');
    title.id = 'title';
    title.textContent = 'Gallery';
    document.body.prepend(title);
    await user.click(screen.getByText('One'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list', {name: 'Gallery'})).toBeTruthy();
    title.remove();
  });
});

describe('GridTile', () => {
  it('spans columns and rows, within the number of columns', () => {
    render(
      <GridList cols={3}>
        <GridTile colspan={2}>Wide</GridTile>
        <GridTile rowspan={3}>Tall</GridTile>
        <GridTile colspan={2} rowspan={2}>
          Big
        </GridTile>
        <GridTile colspan={5}>Too wide</GridTile>
        <GridTile colspan={1.9} rowspan={0}>
          Rounded
        </GridTile>
        <GridTile colspan={NaN}>Not a number</GridTile>
      </GridList>,
    );
    expect(tiles().map((tile) => [tile.style.gridColumn, tile.style.gridRow])).toEqual([
      ['span 2', ''],
      ['', 'span 3'],
      ['span 2', 'span 2'],
      ['span 3', ''],
      ['', ''],
      ['', ''],
    ]);
  });

  it('keeps a wide tile inside a list whose columns shrink', async () => {
    const user = userEvent.setup();
    function Shrinking() {
      const [cols, setCols] = useState(4);
      return (
        <>
          <button onClick={() => setCols(1)}>One column</button>
          <GridList cols={cols}>
            <GridTile colspan={3}>Featured</GridTile>
          </GridList>
        </>
      );
    }
    render(<Shrinking />);
    expect(tiles()[0]!.style.gridColumn).toBe('span 3');
    await user.click(screen.getByRole('button', {name: 'One column'}));
    expect(tiles()[0]!.style.gridColumn).toBe('');
  });

  it('passes its props, class, style and ref to the list item', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <GridList cols={4}>
        <GridTile
          ref={ref}
          colspan={2}
          className="mine"
          style={{gridRow: 'span 2', backgroundColor: 'red'}}
          aria-label="Featured"
          id="featured"
        >
          Featured
        </GridTile>
      </GridList>,
    );
    const tile = screen.getByRole('listitem', {name: 'Featured'});
    expect(ref.current).toBe(tile);
    expect(tile.id).toBe('featured');
    expect(tile.className).toBe('mat-grid-tile mine');
    expect(tile.style.gridColumn).toBe('span 2');
    expect(tile.style.gridRow).toBe('span 2');
    expect(tile.style.backgroundColor).toBe('red');
  });

  it('spans as asked outside a grid list', () => {
    render(<GridTile colspan={6}>Alone</GridTile>);
    expect(tiles()[0]!.style.gridColumn).toBe('span 6');
  });
});

describe('GridTileHeader and GridTileFooter', () => {
  it('show lines of text with an avatar and trailing content over the tile', async () => {
    render(
      <main>
        <GridList cols={2} aria-label="Albums">
          <GridTile>
            <div className="picture" />
            <GridTileHeader avatar={<Icon svg={photoIcon} />} className="top">
              Harbour
            </GridTileHeader>
            <GridTileFooter
              trailing={
                <IconButton aria-label="Like Harbour">
                  <Icon svg={favoriteIcon} />
                </IconButton>
              }
            >
              <GridTileLine>
                <h3>Harbour</h3>
              </GridTileLine>
              <GridTileLine>12 photos</GridTileLine>
            </GridTileFooter>
          </GridTile>
        </GridList>
      </main>,
    );
    const tile = screen.getByRole('listitem');
    const content = tile.querySelector('.mat-grid-tile-content')!;
    expect([...content.children].map((child) => child.className)).toEqual([
      'picture',
      'mat-grid-tile-header top',
      'mat-grid-tile-footer',
    ]);

    const header = tile.querySelector<HTMLElement>('.mat-grid-tile-header')!;
    expect(header.dataset['lines']).toBe('1');
    expect([...header.children].map((child) => child.className)).toEqual([
      'mat-grid-tile-avatar',
      'mat-grid-tile-text',
    ]);
    expect(header.querySelector('.mat-grid-tile-avatar .mat-icon')).not.toBeNull();
    expect(header.querySelector('.mat-grid-tile-text')!.textContent).toBe('Harbour');

    const footer = tile.querySelector<HTMLElement>('.mat-grid-tile-footer')!;
    expect(footer.dataset['lines']).toBe('2');
    expect([...footer.children].map((child) => child.className)).toEqual([
      'mat-grid-tile-text',
      'mat-grid-tile-trailing',
    ]);
    const lines = footer.querySelectorAll('.mat-grid-tile-line');
    expect([...lines].map((line) => line.textContent)).toEqual(['Harbour', '12 photos']);
    expect(within(tile).getByRole('heading', {level: 3, name: 'Harbour'})).toBeTruthy();
    expect(within(footer).getByRole('button', {name: 'Like Harbour'})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('count lines, unless told how many there are', () => {
    function Lines() {
      return (
        <>
          <GridTileLine>Title</GridTileLine>
          <GridTileLine>Subtitle</GridTileLine>
        </>
      );
    }
    const ref = createRef<HTMLDivElement>();
    const {container} = render(
      <>
        <GridTileFooter>
          <GridTileLine>Only one</GridTileLine>
        </GridTileFooter>
        <GridTileFooter>
          <GridTileLine>One</GridTileLine>
          <GridTileLine>Two</GridTileLine>
          <GridTileLine>Three</GridTileLine>
        </GridTileFooter>
        <GridTileHeader ref={ref} lines={2} avatar={null} trailing={null}>
          <Lines />
        </GridTileHeader>
      </>,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('[data-lines]')];
    expect(bars.map((bar) => bar.dataset['lines'])).toEqual(['1', '2', '2']);
    expect(ref.current).toBe(bars[2]);
    expect(bars[2]!.children).toHaveLength(1);
  });
});

describe('server rendering and hydration', () => {
  it('hydrates the server HTML without mismatches', async () => {
    const tree = await prerenderAndHydrate(
      <GridList cols={4} rowHeight="4:3" gutterSize={8} aria-label="Photos">
        <GridTile colspan={2} rowspan={2}>
          <GridTileFooter>
            <GridTileLine>Lake</GridTileLine>
            <GridTileLine>At dawn</GridTileLine>
          </GridTileFooter>
        </GridTile>
        <GridTile>Two</GridTile>
      </GridList>,
    );
    try {
      expect(tree.recoverableErrors).toEqual([]);
      expect(tree.consoleErrors).toEqual([]);
      expect(tree.html).toContain('grid-column:span 2;grid-row:span 2');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    } finally {
      tree.unmount();
    }
  });
});

describe('grid-list.css', () => {
  const css = readCss('grid-list.css');

  it('lays the tiles out with CSS grid, from the custom properties the props set', () => {
    expect(css).toContain('display: grid;');
    expect(css).toContain(
      'grid-template-columns: repeat(var(--mat-grid-list-cols, 1), minmax(0, 1fr));',
    );
    expect(css).toContain('grid-auto-rows: var(--mat-grid-list-row-height, auto);');
    expect(css).toContain('gap: var(--_gutter);');
    expect(css).toContain('--_gutter: var(--mat-grid-list-gutter-size, 4px);');
    expect(css).toContain('grid-auto-flow: row dense;');
    expect(css).toContain('grid-auto-rows: minmax(0, 1fr);');
    expect(css).toContain('container-type: inline-size;');
    expect(css.replace(/\s+/g, ' ')).toContain(
      'grid-auto-rows: calc( (100cqi - (var(--mat-grid-list-cols, 1) - 1) * var(--_gutter)) / ' +
        'var(--mat-grid-list-cols, 1) * var(--mat-grid-list-row-ratio, 1) );',
    );
  });

  it('uses logical properties only, so it mirrors in right-to-left text', () => {
    expect(css).not.toMatch(/(^|[\s;{])(left|right|margin-left|margin-right)\s*:/);
    expect(css).not.toMatch(/(padding|margin|border)-(left|right)/);
    expect(css).toContain('inset-inline: 0;');
    expect(css).toContain('inset-block-start: 0;');
    expect(css).toContain('inset-block-end: 0;');
  });

  it('reads every component token with a system token or a plain default behind it', () => {
    const tokens = [...css.matchAll(/var\((--mat-grid-[a-z0-9-]+),\s*([^;]+?)\)\s*[;)]/g)];
    expect(tokens.length).toBeGreaterThan(10);
    for (const [, token] of tokens) expect(token).toMatch(/^--mat-grid-(list|tile)-/);
    expect(css).toContain(
      'var(--mat-grid-tile-footer-text-color, var(--mat-sys-inverse-on-surface))',
    );
    expect(css).toContain('var(--mat-grid-tile-container-shape, var(--mat-sys-corner-none))');
  });

  it('keeps header and footer text readable over any picture in every prebuilt theme', () => {
    expect(css).toContain('color-mix(in srgb, var(--mat-sys-inverse-surface) 80%, transparent)');
    expect(prebuiltThemes.some((theme) => theme.isDark)).toBe(true);
    for (const theme of prebuiltThemes) {
      const themeCss = themeStylesheet(theme.name);
      const surface = colorToken(themeCss, '--mat-sys-inverse-surface');
      const text = colorToken(themeCss, '--mat-sys-inverse-on-surface');
      // The bar is 80% opaque: check it over the lightest and the darkest picture.
      for (const picture of ['#ffffff', '#000000']) {
        expect(contrastRatio(mix(surface, picture, 0.8), text)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

/** `top` at `alpha` over `bottom`, as a hex colour. */
function mix(top: string, bottom: string, alpha: number): string {
  const under = colorChannels(bottom);
  return `#${colorChannels(top)
    .map((channel, index) => Math.round(channel * alpha + under[index]! * (1 - alpha)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
