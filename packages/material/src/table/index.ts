export {Table, type TableColumn, type TableProps} from './table';
export {
  applyTableData,
  defaultFilterPredicate,
  defaultSortingDataAccessor,
  TableDataSource,
  useTableDataSource,
  type PageState,
  type TableDataOptions,
  type TableDataResult,
} from './table-data-source';
