export {Paginator, type PaginatorProps} from './paginator';
export {
  clampPageIndex,
  DEFAULT_PAGINATOR_LABELS,
  getLastPageIndex,
  getNumberOfPages,
  getRangeLabel,
  pageIndexForNewSize,
  paginateRows,
  type PageEvent,
  type PaginatorLabels,
} from './paginator-state';
