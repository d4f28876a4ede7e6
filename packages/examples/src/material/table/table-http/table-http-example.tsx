import {Button} from '@material-react/material/button';
import {Paginator} from '@material-react/material/paginator';
import {ProgressBar} from '@material-react/material/progress-bar';
import {Sort, type SortState} from '@material-react/material/sort';
import {Table, type TableColumn} from '@material-react/material/table';
import {useEffect, useState, type CSSProperties} from 'react';
import {
  ElementsHttpDataSource,
  PAGE_SIZES,
  type ChemicalElement,
  type HttpTableState,
  type PageRequest,
} from './elements-http-data-source';
import './table-http-example.css';

const COLUMNS: TableColumn<ChemicalElement>[] = [
  {id: 'number', header: 'No.', cell: (row) => row.number, sortable: true, align: 'end'},
  {id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true},
  {id: 'symbol', header: 'Symbol', cell: (row) => row.symbol, sortable: true},
  {id: 'weight', header: 'Weight', cell: (row) => row.weight, sortable: true, align: 'end'},
];

/**
 * @title Table retrieving data through HTTP
 */
export function TableHttpExample() {
  // The site serves the dataset itself; pass `baseUrl` to read it from another server.
  const [source] = useState(() => new ElementsHttpDataSource());
  const [state, setState] = useState<HttpTableState>(source.state.value);
  const [request, setRequest] = useState<PageRequest>({
    sort: {active: 'number', direction: 'asc'},
    pageIndex: 0,
    pageSize: PAGE_SIZES[1],
  });

  useEffect(() => {
    const subscription = source.state.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [source]);

  useEffect(() => {
    void source.load(request);
  }, [source, request]);

  const changeSort = (sort: SortState) =>
    setRequest((previous) => ({...previous, sort, pageIndex: 0}));

  return (
    <div className="table-http-example">
      <div className="table-http-example-progress">
        {state.loading && <ProgressBar mode="indeterminate" aria-label="Loading elements" />}
      </div>
      {state.error !== null && (
        <div className="table-http-example-error" role="alert">
          <span>Could not load the elements. {state.error}</span>
          <Button variant="outlined" onClick={() => void source.retry()}>
            Retry
          </Button>
        </div>
      )}
      <div
        className="table-http-example-scroller"
        aria-busy={state.loading}
        // The room a page of rows takes, kept while the table has none (see the stylesheet).
        style={{'--table-http-example-rows': request.pageSize} as CSSProperties}
      >
        <Sort value={request.sort} onSortChange={changeSort} disableClear>
          <Table
            caption="Chemical elements"
            columns={COLUMNS}
            data={source}
            getRowId={(row) => row.number}
            noDataRow={state.loading ? 'Loading…' : 'No elements.'}
          />
        </Sort>
      </div>
      <Paginator
        aria-label="Pages of elements"
        length={state.total}
        pageIndex={request.pageIndex}
        pageSize={request.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={({pageIndex, pageSize}) =>
          setRequest((previous) => ({...previous, pageIndex, pageSize}))
        }
      />
    </div>
  );
}
