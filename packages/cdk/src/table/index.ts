export {
  ArrayDataSource,
  connectDataSource,
  DataSource,
  DataStream,
  isDataSource,
  type DataSourceResult,
  type Subscribable,
  type Unsubscribable,
} from './data-source';
export {CdkTable, type CdkTableProps, type TableLayout, type TablePart} from './table';
export {
  getCellProps,
  hasFooter,
  hasHeader,
  renderFooter,
  resolveDisplayedColumns,
  toTableRows,
  type ColumnDef,
  type RowIdGetter,
  type TablePartProps,
  type TableRow,
} from './table-state';
export {
  useTable,
  useTableData,
  type TableDataInput,
  type TableDataState,
  type TableOptions,
  type TableState,
} from './use-table';
