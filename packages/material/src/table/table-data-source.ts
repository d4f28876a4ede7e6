import {DataSource, DataStream} from '@material-react/cdk/table';
import {useMemo} from 'react';
import {clampPageIndex, paginateRows} from '../paginator';
import {sortRows, type SortState} from '../sort';

/** One page of the data: which page, and how many rows per page. */
export interface PageState {
  /** The zero-based page index. */
  pageIndex: number;
  /** The number of rows per page. */
  pageSize: number;
}

/** How {@link applyTableData} and {@link TableDataSource} filter, sort and page rows. */
export interface TableDataOptions<T> {
  /**
   * Keeps the rows that match: a text matched by `filterPredicate`, or a predicate of its own.
   * Empty text keeps every row.
   */
  filter?: string | ((row: T) => boolean);
  /**
   * Whether a row matches a filter text. By default the row's own property values are joined and
   * searched for the trimmed text, ignoring case.
   */
  filterPredicate?: (row: T, filter: string) => boolean;
  /** The sort to apply; unsorted keeps the data's order. */
  sort?: SortState | null;
  /** The value to sort a row by for a column id. By default the row's property of that name. */
  sortingDataAccessor?: (row: T, columnId: string) => unknown;
  /** The page to show; without it every filtered row is shown. */
  page?: PageState | null;
}

/** The outcome of filtering, sorting and paging. */
export interface TableDataResult<T> {
  /** The rows to render: filtered, sorted and cut to the page. */
  rows: readonly T[];
  /** Every row that passed the filter, sorted. */
  filteredData: readonly T[];
  /** How many rows passed the filter: the paginator's `length`. */
  filteredLength: number;
  /**
   * The page index actually shown: the requested one, moved back onto the last page when
   * filtering left fewer pages.
   */
  pageIndex: number;
}

/** The default filter: the row's property values joined, searched without regard to case. */
export function defaultFilterPredicate<T>(row: T, filter: string): boolean {
  const text =
    typeof row === 'object' && row !== null
      ? Object.values(row as Record<string, unknown>).join('\u25ec')
      : String(row);
  return text.toLowerCase().includes(filter.trim().toLowerCase());
}

/** The default sort value of a row: its property named like the column. */
export function defaultSortingDataAccessor<T>(row: T, columnId: string): unknown {
  return (row as Record<string, unknown> | null)?.[columnId];
}

/** Filters, sorts and pages rows in memory. Pure: the input array is never changed. */
export function applyTableData<T>(
  data: readonly T[],
  {
    filter,
    filterPredicate = defaultFilterPredicate,
    sort,
    sortingDataAccessor = defaultSortingDataAccessor,
    page,
  }: TableDataOptions<T> = {},
): TableDataResult<T> {
  let filtered: readonly T[] = data;
  if (typeof filter === 'function') filtered = data.filter(filter);
  else if (filter && filter.trim()) filtered = data.filter((row) => filterPredicate(row, filter));
  const sorted = sort ? sortRows(filtered, sort, sortingDataAccessor) : filtered;
  if (!page) {
    return {rows: sorted, filteredData: sorted, filteredLength: sorted.length, pageIndex: 0};
  }
  const pageIndex = clampPageIndex(page.pageIndex, sorted.length, page.pageSize);
  return {
    rows: paginateRows(sorted, pageIndex, page.pageSize),
    filteredData: sorted,
    filteredLength: sorted.length,
    pageIndex,
  };
}

/**
 * Client-side filtering, sorting and paging for a React table: the rows to render, recomputed
 * only when the data or an option changes. Pass the result's `rows` to the table and its
 * `filteredLength` to the paginator.
 */
export function useTableDataSource<T>(
  data: readonly T[],
  {filter, filterPredicate, sort, sortingDataAccessor, page}: TableDataOptions<T> = {},
): TableDataResult<T> {
  const pageIndex = page?.pageIndex;
  const pageSize = page?.pageSize;
  const active = sort?.active;
  const direction = sort?.direction;
  return useMemo(
    () =>
      applyTableData(data, {
        filter,
        filterPredicate,
        sortingDataAccessor,
        sort: active !== undefined && direction !== undefined ? {active, direction} : null,
        page: pageIndex !== undefined && pageSize !== undefined ? {pageIndex, pageSize} : null,
      }),
    [data, filter, filterPredicate, sortingDataAccessor, active, direction, pageIndex, pageSize],
  );
}

/**
 * A data source that filters, sorts and pages an array in memory, for code outside React or a
 * table fed by a data source. Set its properties and connected tables re-render; subscribe to
 * `changes` for the filtered length and the page actually shown.
 */
export class TableDataSource<T> extends DataSource<T> {
  /** The latest outcome: rendered rows, filtered rows and length, page index. */
  readonly changes: DataStream<TableDataResult<T>>;
  private readonly rendered: DataStream<readonly T[]>;
  private rawData: readonly T[];
  private readonly options: TableDataOptions<T>;

  /** Creates a source over `data` with the given filter, sort and page. */
  constructor(data: readonly T[] = [], options: TableDataOptions<T> = {}) {
    super();
    this.rawData = data;
    this.options = {...options};
    const result = applyTableData(data, this.options);
    this.changes = new DataStream(result);
    this.rendered = new DataStream(result.rows);
  }

  /** All rows, before filtering, sorting and paging. */
  get data(): readonly T[] {
    return this.rawData;
  }
  set data(data: readonly T[]) {
    this.rawData = data;
    this.update();
  }

  /** The filter text or predicate. */
  get filter(): TableDataOptions<T>['filter'] {
    return this.options.filter;
  }
  set filter(filter: TableDataOptions<T>['filter']) {
    this.options.filter = filter;
    this.update();
  }

  /** The sort, or `null` for the data's order. */
  get sort(): SortState | null {
    return this.options.sort ?? null;
  }
  set sort(sort: SortState | null) {
    this.options.sort = sort;
    this.update();
  }

  /** The page, or `null` for every row. */
  get page(): PageState | null {
    return this.options.page ?? null;
  }
  set page(page: PageState | null) {
    this.options.page = page;
    this.update();
  }

  /** Replaces how filter text matches a row. */
  set filterPredicate(predicate: (row: T, filter: string) => boolean) {
    this.options.filterPredicate = predicate;
    this.update();
  }

  /** Replaces how a row's sort value is read. */
  set sortingDataAccessor(accessor: (row: T, columnId: string) => unknown) {
    this.options.sortingDataAccessor = accessor;
    this.update();
  }

  /** Every row that passes the filter, sorted. */
  get filteredData(): readonly T[] {
    return this.changes.value.filteredData;
  }

  /** The stream of rows to render. */
  connect(): DataStream<readonly T[]> {
    return this.rendered;
  }

  /** Nothing to release: the streams live as long as the source. */
  disconnect(): void {}

  private update(): void {
    const result = applyTableData(this.rawData, this.options);
    this.changes.next(result);
    this.rendered.next(result.rows);
  }
}
