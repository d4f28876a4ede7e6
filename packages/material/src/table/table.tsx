'use client';

import {CdkTable, type CdkTableProps, type ColumnDef} from '@material-react/cdk/table';
import {useMemo} from 'react';
import {getAriaSort, SortHeader, useSort, type SortCycleOptions} from '../sort';
import './table.css';

/** A column of a material {@link Table}. */
export interface TableColumn<T> extends ColumnDef<T> {
  /**
   * Whether the header sorts by this column: inside a `Sort`, the header becomes a `SortHeader`
   * and its cell gets `aria-sort`.
   * @default false
   */
  sortable?: boolean;
  /** How this column's sort header cycles; overrides the `Sort`'s options. */
  sortOptions?: SortCycleOptions;
  /**
   * The alignment of the column's cells: `end` suits numbers.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** Props of {@link Table}. */
export interface TableProps<T> extends Omit<CdkTableProps<T>, 'columns' | 'classNames'> {
  /** Every column the table knows. */
  columns: readonly TableColumn<T>[];
  /**
   * Whether rows are shorter (40px instead of 52px), for dense data.
   * @default false
   */
  dense?: boolean;
  /**
   * Whether the header row sticks to the top of the scrolling container. Give the table a
   * container with a height and `overflow: auto`.
   * @default false
   */
  stickyHeader?: boolean;
  /**
   * Whether body rows are highlighted under the pointer.
   * @default true
   */
  hover?: boolean;
}

const CLASS_NAMES: CdkTableProps<unknown>['classNames'] = {
  table: 'mat-table',
  caption: 'mat-table-caption',
  headerRow: 'mat-header-row',
  row: 'mat-row',
  footerRow: 'mat-footer-row',
  headerCell: 'mat-header-cell',
  cell: 'mat-cell',
  footerCell: 'mat-footer-cell',
  noDataRow: 'mat-no-data-row',
  noDataCell: 'mat-no-data-cell',
};

function withAlign<P extends object>(props: P | undefined, align: 'start' | 'end' | undefined) {
  return align === 'end' ? {...props, 'data-align': 'end'} : props;
}

/**
 * A Material Design data table on the cdk table: header, body and footer rows with row hover,
 * an optional dense size and sticky header, and sorting through `sortable` columns inside a
 * `Sort`. Renders a native `<table>` by default, or `<div>`s with `layout="flex"`.
 *
 * ```tsx
 * <Table caption="Elements" data={elements} columns={columns} getRowId={(e) => e.symbol} />
 * ```
 */
export function Table<T>({
  columns,
  dense = false,
  stickyHeader = false,
  hover = true,
  ...props
}: TableProps<T>) {
  const sort = useSort();
  const cdkColumns = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map(({sortable, sortOptions, align, ...column}) => {
        const cellProps = column.cellProps;
        const resolved: ColumnDef<T> = {
          ...column,
          headerCellProps: withAlign(column.headerCellProps, align),
          footerCellProps: withAlign(column.footerCellProps, align),
          cellProps:
            typeof cellProps === 'function'
              ? (row, index) => withAlign(cellProps(row, index), align) ?? {}
              : withAlign(cellProps, align),
        };
        if (!sortable || !sort) return resolved;
        return {
          ...resolved,
          header: (
            <SortHeader
              id={column.id}
              {...sortOptions}
              arrowPosition={align === 'end' ? 'before' : 'after'}
            >
              {column.header}
            </SortHeader>
          ),
          headerCellProps: {
            ...resolved.headerCellProps,
            'aria-sort': getAriaSort(sort.sort, column.id),
          },
        };
      }),
    [columns, sort],
  );

  return (
    <CdkTable
      {...props}
      columns={cdkColumns}
      classNames={CLASS_NAMES}
      data-dense={dense ? '' : undefined}
      data-sticky-header={stickyHeader ? '' : undefined}
      data-hover={hover ? '' : undefined}
    />
  );
}
