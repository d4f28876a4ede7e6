export {
  defaultSortAnnouncement,
  Sort,
  SortHeader,
  useSort,
  type SortAnnouncement,
  type SortContextValue,
  type SortHeaderProps,
  type SortProps,
} from './sort';
export {
  getAriaSort,
  getNextSort,
  sortRows,
  UNSORTED,
  type SortCycleOptions,
  type SortDirection,
  type SortState,
} from './sort-state';
