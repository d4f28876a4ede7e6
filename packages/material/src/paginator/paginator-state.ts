/** What a paginator reports when the page changes. */
export interface PageEvent {
  /** The new zero-based page index. */
  pageIndex: number;
  /** The page index before the change. */
  previousPageIndex: number;
  /** The number of items per page. */
  pageSize: number;
  /** The total number of items. */
  length: number;
}

/** The text of a paginator, for translation. */
export interface PaginatorLabels {
  /** The label of the page size select. */
  itemsPerPage: string;
  /** The accessible name of the first page button. */
  firstPage: string;
  /** The accessible name of the previous page button. */
  previousPage: string;
  /** The accessible name of the next page button. */
  nextPage: string;
  /** The accessible name of the last page button. */
  lastPage: string;
  /** The range label, e.g. "11 – 20 of 100". */
  range: (pageIndex: number, pageSize: number, length: number) => string;
}

/** The number of pages needed for `length` items; 0 when there are none. */
export function getNumberOfPages(length: number, pageSize: number): number {
  if (pageSize <= 0 || length <= 0) return 0;
  return Math.ceil(length / pageSize);
}

/** The last valid page index (0 when there are no items). */
export function getLastPageIndex(length: number, pageSize: number): number {
  return Math.max(0, getNumberOfPages(length, pageSize) - 1);
}

/** A page index kept inside the pages that exist. */
export function clampPageIndex(pageIndex: number, length: number, pageSize: number): number {
  return Math.min(Math.max(0, Math.floor(pageIndex)), getLastPageIndex(length, pageSize));
}

/**
 * The page index showing the same first item after the page size changes, so the user keeps
 * their place.
 */
export function pageIndexForNewSize(pageIndex: number, oldSize: number, newSize: number): number {
  if (newSize <= 0) return 0;
  return Math.floor((pageIndex * oldSize) / newSize);
}

/** The default range label: "1 – 10 of 100", "0 of 0" when empty. */
export function getRangeLabel(pageIndex: number, pageSize: number, length: number): string {
  if (length === 0 || pageSize === 0) return `0 of ${length}`;
  const start = pageIndex * pageSize;
  const end = start < length ? Math.min(start + pageSize, length) : start + pageSize;
  return `${start + 1} – ${end} of ${length}`;
}

/** The default English labels. */
export const DEFAULT_PAGINATOR_LABELS: PaginatorLabels = {
  itemsPerPage: 'Items per page:',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  range: getRangeLabel,
};

/** The rows of one page of `rows`. */
export function paginateRows<T>(rows: readonly T[], pageIndex: number, pageSize: number): T[] {
  const start = pageIndex * pageSize;
  return rows.slice(start, start + pageSize);
}
