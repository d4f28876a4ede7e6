import type {HTMLAttributes, Key, ReactNode} from 'react';

/** The HTML attributes a table part may receive (`className`, `style`, `aria-*`, handlers...). */
export type TablePartProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;

/** One column of a table: how its header, body and footer cells render. */
export interface ColumnDef<T> {
  /** A unique id, used by `displayedColumns` and as the cell's `data-column` attribute. */
  id: string;
  /** The header cell's content. */
  header?: ReactNode;
  /** Renders the body cell of one row. */
  cell: (row: T, index: number) => ReactNode;
  /** The footer cell's content, or a function of all rendered rows (for totals). */
  footer?: ReactNode | ((rows: readonly T[]) => ReactNode);
  /**
   * Whether the body cells of this column name their row: they render as `<th scope="row">`
   * (or `role="rowheader"`) so screen readers announce them with the other cells of the row.
   * @default false
   */
  rowHeader?: boolean;
  /** Extra attributes for the header cell, e.g. `aria-sort` or a class. */
  headerCellProps?: TablePartProps;
  /** Extra attributes for each body cell, as an object or a function of the row. */
  cellProps?: TablePartProps | ((row: T, index: number) => TablePartProps);
  /** Extra attributes for the footer cell. */
  footerCellProps?: TablePartProps;
}

/** A row of the table body as the table renders it. */
export interface TableRow<T> {
  /** The React key: the row id from `getRowId`, or the index. */
  key: Key;
  /** The data item. */
  row: T;
  /** The item's index in the rendered data. */
  index: number;
}

/** Returns a row's identity; keeps React from remounting rows whose data object changed. */
export type RowIdGetter<T> = (row: T, index: number) => Key;

/**
 * The columns to render, in order: those named by `displayedColumns` (ids with no definition are
 * skipped), or every column in definition order when `displayedColumns` is not given.
 */
export function resolveDisplayedColumns<T>(
  columns: readonly ColumnDef<T>[],
  displayedColumns?: readonly string[],
): ColumnDef<T>[] {
  if (!displayedColumns) return [...columns];
  const byId = new Map(columns.map((column) => [column.id, column]));
  return displayedColumns.flatMap((id) => {
    const column = byId.get(id);
    return column ? [column] : [];
  });
}

/** Pairs every item with its key and index. */
export function toTableRows<T>(data: readonly T[], getRowId?: RowIdGetter<T>): TableRow<T>[] {
  return data.map((row, index) => ({key: getRowId ? getRowId(row, index) : index, row, index}));
}

/** Whether any of the columns defines a footer cell. */
export function hasFooter<T>(columns: readonly ColumnDef<T>[]): boolean {
  return columns.some((column) => column.footer !== undefined);
}

/** Whether any of the columns defines a header cell. */
export function hasHeader<T>(columns: readonly ColumnDef<T>[]): boolean {
  return columns.some((column) => column.header !== undefined);
}

/** Resolves a column's `cellProps` for one row. */
export function getCellProps<T>(column: ColumnDef<T>, row: T, index: number): TablePartProps {
  const {cellProps} = column;
  return typeof cellProps === 'function' ? cellProps(row, index) : (cellProps ?? {});
}

/** Renders a column's footer content for the given rows. */
export function renderFooter<T>(column: ColumnDef<T>, rows: readonly T[]): ReactNode {
  const {footer} = column;
  return typeof footer === 'function' ? footer(rows) : footer;
}
