'use client';

import {createContext, use, type CSSProperties, type ReactNode, type Ref} from 'react';
import './grid-list.css';

/**
 * How high a grid list's rows are:
 * - a number of pixels (`120`) or a CSS length (`'120px'`, `'8rem'`): every row has that height;
 * - a ratio `'width:height'` (`'4:3'`): a one-by-one tile has that shape, so rows grow and shrink
 *   with the list's width;
 * - `'fit'`: the rows share the list's own height, which you set (with CSS or `style`).
 */
export type GridListRowHeight = number | 'fit' | `${number}:${number}` | (string & {});

/** How {@link GridList} lays out its rows, as written to its `data-row-height` attribute. */
type RowHeightMode =
  {mode: 'fixed'; height: string} | {mode: 'ratio'; ratio: number} | {mode: 'fit'};

const UNITLESS_NUMBER = /^\d*\.?\d+$/;

/** Turns a number or a unitless numeric string into pixels; passes other CSS lengths through. */
function toLength(value: number | string, prop: string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) {
      throw new Error(`GridList: ${prop} must be a length of 0 or more, got ${value}.`);
    }
    return `${value}px`;
  }
  const trimmed = value.trim();
  return UNITLESS_NUMBER.test(trimmed) ? `${trimmed}px` : trimmed;
}

/** Reads a `rowHeight` prop. Throws on a malformed ratio, as a typo there would collapse rows. */
function parseRowHeight(rowHeight: GridListRowHeight): RowHeightMode {
  if (typeof rowHeight === 'string') {
    const value = rowHeight.trim();
    if (value === 'fit') return {mode: 'fit'};
    if (value.includes(':')) {
      const parts = value.split(':').map((part) => part.trim());
      const [width, height] = parts.map(Number);
      if (
        parts.length !== 2 ||
        !parts.every((part) => UNITLESS_NUMBER.test(part)) ||
        !width ||
        !height
      ) {
        throw new Error(
          `GridList: invalid rowHeight ratio "${rowHeight}"; expected width:height, such as "4:3".`,
        );
      }
      return {mode: 'ratio', ratio: height / width};
    }
  }
  return {mode: 'fixed', height: toLength(rowHeight, 'rowHeight')};
}

/** The number of columns of the closest grid list, for tiles to keep their span inside it. */
const GridListContext = createContext<number | null>(null);

/** Props of {@link GridList}. */
export interface GridListProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * The number of columns. Each column has the same width; a number below 1 counts as 1, and a
   * fraction is rounded down.
   */
  cols: number;
  /**
   * The height of a row: a number of pixels or a CSS length (`'100px'`, `'6rem'`), a ratio
   * `'width:height'` of one cell (`'4:3'`), or `'fit'` to share the list's own height between
   * the rows (give the list a height).
   * @default '1:1'
   */
  rowHeight?: GridListRowHeight;
  /**
   * The space between tiles, both between columns and between rows: a number of pixels or a CSS
   * length such as `'8px'` or `'0.5rem'` (not a percentage). Without it, the
   * `--mat-grid-list-gutter-size` token applies, which is `4px` unless your theme sets it.
   * @default '4px'
   */
  gutterSize?: number | string;
  /**
   * Whether a tile may move back into an earlier gap that it fits in (`grid-auto-flow: dense`).
   * By default tiles are placed in order, each after the one before it, as Angular Material's
   * grid list does; a tile too wide for what is left of a row leaves a gap there. Filling the
   * gaps makes the visual order differ from the reading and focus order.
   * @default false
   */
  fillGaps?: boolean;
  /** The tiles: `GridTile` elements. */
  children?: ReactNode;
  /** A ref to the grid list's outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A two-dimensional list of tiles in a grid of `cols` equal columns, where each {@link GridTile}
 * spans one or more columns and rows. The layout is CSS grid, so it needs no measuring and
 * renders the same on the server as in the browser. The list has `role="list"` and each tile
 * `role="listitem"`.
 *
 * ```tsx
 * <GridList cols={4} rowHeight="4:3" gutterSize={8} aria-label="Photos">
 *   <GridTile colspan={2} rowspan={2}>
 *     <img src="/lake.jpg" alt="A lake at dawn" />
 *     <GridTileFooter>Lake at dawn</GridTileFooter>
 *   </GridTile>
 *   <GridTile>Two</GridTile>
 * </GridList>
 * ```
 */
export function GridList({
  cols,
  rowHeight = '1:1',
  gutterSize,
  fillGaps = false,
  className,
  style,
  children,
  ref,
  ...props
}: GridListProps) {
  const columns = Math.max(1, Math.floor(Number.isFinite(cols) ? cols : 1));
  const rows = parseRowHeight(rowHeight);
  const layout = {
    '--mat-grid-list-cols': columns,
    '--mat-grid-list-row-height': rows.mode === 'fixed' ? rows.height : undefined,
    '--mat-grid-list-row-ratio': rows.mode === 'ratio' ? rows.ratio : undefined,
    '--mat-grid-list-gutter-size':
      gutterSize === undefined ? undefined : toLength(gutterSize, 'gutterSize'),
  } as CSSProperties;
  return (
    <div
      role="list"
      {...props}
      ref={ref}
      className={className ? `mat-grid-list ${className}` : 'mat-grid-list'}
      data-row-height={rows.mode}
      data-fill-gaps={fillGaps ? '' : undefined}
      style={{...layout, ...style}}
    >
      <div className="mat-grid-list-tiles">
        <GridListContext value={columns}>{children}</GridListContext>
      </div>
    </div>
  );
}

/** Props of {@link GridTile}. */
export interface GridTileProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * The number of columns the tile spans. It is kept within the list's `cols`, so a wide tile
   * still fits when a responsive list has fewer columns.
   * @default 1
   */
  colspan?: number;
  /**
   * The number of rows the tile spans.
   * @default 1
   */
  rowspan?: number;
  /**
   * The tile's content, centred in it: an image or a coloured block that fills the tile, text,
   * and an optional `GridTileHeader` and `GridTileFooter` over it.
   */
  children?: ReactNode;
  /** A ref to the tile's `<div>`, which has `role="listitem"`. */
  ref?: Ref<HTMLDivElement>;
}

/** Rounds a span down and keeps it between 1 and `max`. */
function toSpan(span: number, max: number): number {
  if (!Number.isFinite(span)) return 1;
  return Math.min(Math.max(1, Math.floor(span)), max);
}

/**
 * A tile of a {@link GridList}: a list item that spans `colspan` columns and `rowspan` rows. Its
 * content fills the tile and is centred in it, and it clips whatever overflows. Tiles are placed
 * in their order in the list, left to right in left-to-right text and right to left otherwise.
 */
export function GridTile({
  colspan = 1,
  rowspan = 1,
  className,
  style,
  children,
  ref,
  ...props
}: GridTileProps) {
  const cols = use(GridListContext);
  const columnSpan = toSpan(colspan, cols ?? Infinity);
  const rowSpan = toSpan(rowspan, Infinity);
  const spans: CSSProperties = {};
  if (columnSpan > 1) spans.gridColumn = `span ${columnSpan}`;
  if (rowSpan > 1) spans.gridRow = `span ${rowSpan}`;
  return (
    <div
      role="listitem"
      {...props}
      ref={ref}
      className={className ? `mat-grid-tile ${className}` : 'mat-grid-tile'}
      style={{...spans, ...style}}
    >
      <div className="mat-grid-tile-content">{children}</div>
    </div>
  );
}
