'use client';

import {createElement, useId, type HTMLAttributes, type Key, type ReactNode, type Ref} from 'react';
import {
  getCellProps,
  hasFooter,
  hasHeader,
  renderFooter,
  type ColumnDef,
  type TablePartProps,
} from './table-state';
import {useTable, type TableOptions} from './use-table';

/**
 * How a table is marked up: `table` renders native `<table>` elements; `flex` renders `<div>`s
 * with the ARIA table roles, for layouts a native table cannot do.
 */
export type TableLayout = 'table' | 'flex';

/** The parts of a table that {@link CdkTableProps.classNames} can add classes to. */
export type TablePart =
  | 'table'
  | 'caption'
  | 'headerRowGroup'
  | 'bodyRowGroup'
  | 'footerRowGroup'
  | 'headerRow'
  | 'row'
  | 'footerRow'
  | 'headerCell'
  | 'cell'
  | 'footerCell'
  | 'noDataRow'
  | 'noDataCell';

/** Props of {@link CdkTable}. */
export interface CdkTableProps<T>
  extends TableOptions<T>, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The markup: native table elements, or `<div>`s with ARIA table roles.
   * @default 'table'
   */
  layout?: TableLayout;
  /** A visible title of the table; it also names the table for assistive technology. */
  caption?: ReactNode;
  /**
   * What the body shows when the data has arrived and is empty, e.g. "No matching elements". It
   * spans every displayed column.
   */
  noDataRow?: ReactNode;
  /**
   * Whether to render the header row. By default it is shown when a column has a `header`.
   */
  showHeader?: boolean;
  /**
   * Whether to render the footer row. By default it is shown when a column has a `footer`.
   */
  showFooter?: boolean;
  /** Extra attributes for each body row, e.g. `aria-selected` or a click handler. */
  rowProps?: (row: T, index: number) => TablePartProps;
  /** Extra attributes for the header row. */
  headerRowProps?: TablePartProps;
  /** Extra attributes for the footer row. */
  footerRowProps?: TablePartProps;
  /** Classes added to each part next to its stable `cdk-*` class; used by styled tables. */
  classNames?: Partial<Record<TablePart, string>>;
  /** A ref to the table element. */
  ref?: Ref<HTMLElement>;
}

interface PartSpec {
  tag: string;
  role?: string;
  className: string;
}

const NATIVE: Record<TablePart, PartSpec> = {
  table: {tag: 'table', className: 'cdk-table'},
  caption: {tag: 'caption', className: 'cdk-table-caption'},
  headerRowGroup: {tag: 'thead', className: 'cdk-header-row-group'},
  bodyRowGroup: {tag: 'tbody', className: 'cdk-row-group'},
  footerRowGroup: {tag: 'tfoot', className: 'cdk-footer-row-group'},
  headerRow: {tag: 'tr', className: 'cdk-header-row'},
  row: {tag: 'tr', className: 'cdk-row'},
  footerRow: {tag: 'tr', className: 'cdk-footer-row'},
  headerCell: {tag: 'th', className: 'cdk-header-cell'},
  cell: {tag: 'td', className: 'cdk-cell'},
  footerCell: {tag: 'td', className: 'cdk-footer-cell'},
  noDataRow: {tag: 'tr', className: 'cdk-no-data-row'},
  noDataCell: {tag: 'td', className: 'cdk-no-data-cell'},
};

const FLEX: Record<TablePart, PartSpec> = {
  table: {tag: 'div', role: 'table', className: 'cdk-table'},
  caption: {tag: 'div', className: 'cdk-table-caption'},
  headerRowGroup: {tag: 'div', role: 'rowgroup', className: 'cdk-header-row-group'},
  bodyRowGroup: {tag: 'div', role: 'rowgroup', className: 'cdk-row-group'},
  footerRowGroup: {tag: 'div', role: 'rowgroup', className: 'cdk-footer-row-group'},
  headerRow: {tag: 'div', role: 'row', className: 'cdk-header-row'},
  row: {tag: 'div', role: 'row', className: 'cdk-row'},
  footerRow: {tag: 'div', role: 'row', className: 'cdk-footer-row'},
  headerCell: {tag: 'div', role: 'columnheader', className: 'cdk-header-cell'},
  cell: {tag: 'div', role: 'cell', className: 'cdk-cell'},
  footerCell: {tag: 'div', role: 'cell', className: 'cdk-footer-cell'},
  noDataRow: {tag: 'div', role: 'row', className: 'cdk-no-data-row'},
  noDataCell: {tag: 'div', role: 'cell', className: 'cdk-no-data-cell'},
};

function joinClasses(...classes: Array<string | undefined | false>): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * A headless data table: give it column definitions and data (an array or a data source) and it
 * renders the header, body and footer rows with table semantics, as native table elements or as
 * `<div>`s with ARIA roles. It ships no visual styles; every part has a stable `cdk-*` class.
 *
 * ```tsx
 * <CdkTable
 *   caption="Elements"
 *   data={elements}
 *   getRowId={(element) => element.symbol}
 *   columns={[
 *     {id: 'name', header: 'Name', cell: (element) => element.name},
 *     {id: 'symbol', header: 'Symbol', cell: (element) => element.symbol},
 *   ]}
 * />
 * ```
 */
export function CdkTable<T>({
  columns,
  data,
  displayedColumns,
  getRowId,
  layout = 'table',
  caption,
  noDataRow,
  showHeader,
  showFooter,
  rowProps,
  headerRowProps,
  footerRowProps,
  classNames = {},
  className,
  ref,
  ...props
}: CdkTableProps<T>) {
  const table = useTable({columns, data, displayedColumns, getRowId});
  const captionId = useId();
  const specs = layout === 'flex' ? FLEX : NATIVE;
  const native = layout !== 'flex';

  function part(
    name: TablePart,
    extra: TablePartProps & {key?: Key; colSpan?: number; scope?: string},
    children: ReactNode,
  ) {
    const spec = specs[name];
    return createElement(
      spec.tag,
      {
        role: spec.role,
        ...extra,
        className: joinClasses(spec.className, classNames[name], extra.className),
      },
      children,
    );
  }

  const withHeader = showHeader ?? hasHeader(table.columns);
  const withFooter = showFooter ?? hasFooter(table.columns);
  const labelledBy =
    !native && caption !== undefined && !props['aria-label'] && !props['aria-labelledby']
      ? captionId
      : props['aria-labelledby'];

  const cell = (column: ColumnDef<T>, row: T, index: number) => {
    const rowHeader = column.rowHeader === true;
    const extra = getCellProps(column, row, index);
    const headerSemantics = rowHeader ? (native ? {scope: 'row'} : {role: 'rowheader'}) : {};
    return createElement(
      rowHeader && native ? 'th' : specs.cell.tag,
      {
        role: specs.cell.role,
        ...headerSemantics,
        key: column.id,
        'data-column': column.id,
        ...extra,
        className: joinClasses(specs.cell.className, classNames.cell, extra.className),
      },
      column.cell(row, index),
    );
  };

  // One element type for JSX; the ref receives a table or a div, both HTMLElements.
  const Root = specs.table.tag as 'div';
  const body = (
    <>
      {caption !== undefined && part('caption', {id: native ? undefined : captionId}, caption)}
      {withHeader &&
        part(
          'headerRowGroup',
          {},
          part(
            'headerRow',
            headerRowProps ?? {},
            table.columns.map((column) =>
              part(
                'headerCell',
                {
                  key: column.id,
                  'data-column': column.id,
                  ...(native ? {scope: 'col'} : {}),
                  ...column.headerCellProps,
                },
                column.header,
              ),
            ),
          ),
        )}
      {part(
        'bodyRowGroup',
        {},
        <>
          {table.rows.map(({key, row, index}) =>
            part(
              'row',
              {key, ...rowProps?.(row, index)},
              table.columns.map((column) => cell(column, row, index)),
            ),
          )}
          {table.isEmpty &&
            noDataRow !== undefined &&
            part(
              'noDataRow',
              {},
              part(
                'noDataCell',
                native
                  ? {colSpan: Math.max(table.columns.length, 1)}
                  : {'aria-colspan': Math.max(table.columns.length, 1)},
                noDataRow,
              ),
            )}
        </>,
      )}
      {withFooter &&
        part(
          'footerRowGroup',
          {},
          part(
            'footerRow',
            footerRowProps ?? {},
            table.columns.map((column) =>
              part(
                'footerCell',
                {key: column.id, 'data-column': column.id, ...column.footerCellProps},
                renderFooter(column, table.data),
              ),
            ),
          ),
        )}
    </>
  );
  return (
    <Root
      role={specs.table.role}
      {...props}
      ref={ref as Ref<HTMLDivElement>}
      data-layout={layout}
      aria-labelledby={labelledBy}
      className={joinClasses(specs.table.className, classNames.table, className)}
    >
      {body}
    </Root>
  );
}
