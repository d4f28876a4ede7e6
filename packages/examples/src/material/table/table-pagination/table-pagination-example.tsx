import {Paginator, type PageEvent} from '@material-react/material/paginator';
import {Table, useTableDataSource, type TableColumn} from '@material-react/material/table';
import {useState} from 'react';
import './table-pagination-example.css';

interface PeriodicElement {
  position: number;
  name: string;
  weight: number;
  symbol: string;
}

const ELEMENTS: PeriodicElement[] = [
  ['Hydrogen', 1.008, 'H'],
  ['Helium', 4.0026, 'He'],
  ['Lithium', 6.94, 'Li'],
  ['Beryllium', 9.0122, 'Be'],
  ['Boron', 10.81, 'B'],
  ['Carbon', 12.011, 'C'],
  ['Nitrogen', 14.007, 'N'],
  ['Oxygen', 15.999, 'O'],
  ['Fluorine', 18.998, 'F'],
  ['Neon', 20.18, 'Ne'],
  ['Sodium', 22.99, 'Na'],
  ['Magnesium', 24.305, 'Mg'],
  ['Aluminium', 26.982, 'Al'],
  ['Silicon', 28.085, 'Si'],
  ['Phosphorus', 30.974, 'P'],
  ['Sulfur', 32.06, 'S'],
  ['Chlorine', 35.45, 'Cl'],
  ['Argon', 39.95, 'Ar'],
  ['Potassium', 39.098, 'K'],
  ['Calcium', 40.078, 'Ca'],
].map(([name, weight, symbol], index) => ({
  position: index + 1,
  name: name as string,
  weight: weight as number,
  symbol: symbol as string,
}));

const COLUMNS: TableColumn<PeriodicElement>[] = [
  {id: 'position', header: 'No.', cell: (element) => element.position, align: 'end'},
  {id: 'name', header: 'Name', cell: (element) => element.name, rowHeader: true},
  {id: 'weight', header: 'Weight', cell: (element) => element.weight, align: 'end'},
  {id: 'symbol', header: 'Symbol', cell: (element) => element.symbol},
];

/** @title Table with pagination */
export function TablePaginationExample() {
  const [page, setPage] = useState({pageIndex: 0, pageSize: 5});
  const {rows, filteredLength} = useTableDataSource(ELEMENTS, {page});
  return (
    <div className="table-pagination-example">
      <div className="table-pagination-example-scroller">
        <Table
          caption="The first twenty elements"
          columns={COLUMNS}
          data={rows}
          getRowId={(element) => element.symbol}
        />
      </div>
      <Paginator
        aria-label="Pages of elements"
        length={filteredLength}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        pageSizeOptions={[5, 10, 20]}
        showFirstLastButtons
        onPageChange={({pageIndex, pageSize}: PageEvent) => setPage({pageIndex, pageSize})}
      />
    </div>
  );
}
