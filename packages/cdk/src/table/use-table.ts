'use client';

import {useEffect, useMemo, useState} from 'react';
import {connectDataSource, isDataSource, type DataSource} from './data-source';
import {
  resolveDisplayedColumns,
  toTableRows,
  type ColumnDef,
  type RowIdGetter,
  type TableRow,
} from './table-state';

/** The data a table renders: an array of items, or a {@link DataSource}. */
export type TableDataInput<T> = readonly T[] | DataSource<T>;

/** What {@link useTableData} returns. */
export interface TableDataState<T> {
  /** The current rows. */
  rows: readonly T[];
  /**
   * Whether rows have arrived: always `true` for an array; for a data source, `false` until its
   * first array (so the table does not show its "no data" row while loading).
   */
  ready: boolean;
  /** The error of a data source whose promise rejected. */
  error: unknown;
}

const EMPTY: readonly never[] = [];

interface SourceState<T> {
  source: DataSource<T> | null;
  rows: readonly T[];
  ready: boolean;
  error: unknown;
}

/**
 * The rows of an array or a data source. A data source is connected after mount (never during
 * server rendering) and disconnected on unmount or when another source replaces it.
 */
export function useTableData<T>(data: TableDataInput<T>): TableDataState<T> {
  const source = isDataSource<T>(data) ? data : null;
  const [state, setState] = useState<SourceState<T>>({
    source,
    rows: EMPTY,
    ready: false,
    error: undefined,
  });

  useEffect(() => {
    if (!source) return;
    return connectDataSource(
      source,
      (rows) => setState({source, rows, ready: true, error: undefined}),
      (error) => setState((previous) => ({...previous, source, error})),
    );
  }, [source]);

  if (!source) return {rows: data as readonly T[], ready: true, error: undefined};
  // Rows of a previous source are never shown for a new one.
  if (state.source !== source) return {rows: EMPTY, ready: false, error: undefined};
  return {rows: state.rows, ready: state.ready, error: state.error};
}

/** Options of {@link useTable}. */
export interface TableOptions<T> {
  /** Every column the table knows. */
  columns: readonly ColumnDef<T>[];
  /** The rows: an array or a data source. */
  data: TableDataInput<T>;
  /** The ids of the columns to show, in order. By default every column, in definition order. */
  displayedColumns?: readonly string[];
  /** Returns a row's identity, used as its React key. By default the row's index. */
  getRowId?: RowIdGetter<T>;
}

/** What {@link useTable} returns: everything needed to render a table in any markup. */
export interface TableState<T> {
  /** The columns to render, in order. */
  columns: ColumnDef<T>[];
  /** The body rows with their keys. */
  rows: TableRow<T>[];
  /** The raw items, as the data gave them. */
  data: readonly T[];
  /** Whether data has arrived and there are no rows: time for the "no data" row. */
  isEmpty: boolean;
  /** Whether rows have arrived (always for arrays). */
  ready: boolean;
  /** The error of a data source whose promise rejected. */
  error: unknown;
}

/**
 * The state of a headless table: resolved columns and keyed rows from an array or a data source.
 * Render it with {@link CdkTable}, or with your own markup.
 */
export function useTable<T>({
  columns,
  data,
  displayedColumns,
  getRowId,
}: TableOptions<T>): TableState<T> {
  const {rows: items, ready, error} = useTableData(data);
  const visibleColumns = useMemo(
    () => resolveDisplayedColumns(columns, displayedColumns),
    [columns, displayedColumns],
  );
  const rows = useMemo(() => toTableRows(items, getRowId), [items, getRowId]);
  return {
    columns: visibleColumns,
    rows,
    data: items,
    isEmpty: ready && items.length === 0,
    ready,
    error,
  };
}
