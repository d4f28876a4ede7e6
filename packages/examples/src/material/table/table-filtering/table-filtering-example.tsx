import {FormField, Input} from '@material-react/material/form-field';
import {Table, useTableDataSource, type TableColumn} from '@material-react/material/table';
import {useState} from 'react';
import './table-filtering-example.css';

interface PeriodicElement {
  position: number;
  name: string;
  weight: number;
  symbol: string;
}

const ELEMENTS: PeriodicElement[] = [
  {position: 1, name: 'Hydrogen', weight: 1.008, symbol: 'H'},
  {position: 2, name: 'Helium', weight: 4.0026, symbol: 'He'},
  {position: 3, name: 'Lithium', weight: 6.94, symbol: 'Li'},
  {position: 4, name: 'Beryllium', weight: 9.0122, symbol: 'Be'},
  {position: 5, name: 'Boron', weight: 10.81, symbol: 'B'},
  {position: 6, name: 'Carbon', weight: 12.011, symbol: 'C'},
  {position: 7, name: 'Nitrogen', weight: 14.007, symbol: 'N'},
  {position: 8, name: 'Oxygen', weight: 15.999, symbol: 'O'},
  {position: 9, name: 'Fluorine', weight: 18.998, symbol: 'F'},
  {position: 10, name: 'Neon', weight: 20.18, symbol: 'Ne'},
];

const COLUMNS: TableColumn<PeriodicElement>[] = [
  {id: 'position', header: 'No.', cell: (element) => element.position, align: 'end'},
  {id: 'name', header: 'Name', cell: (element) => element.name, rowHeader: true},
  {id: 'weight', header: 'Weight', cell: (element) => element.weight, align: 'end'},
  {id: 'symbol', header: 'Symbol', cell: (element) => element.symbol},
];

/** @title Table with filtering */
export function TableFilteringExample() {
  const [filter, setFilter] = useState('');
  const {rows, filteredLength} = useTableDataSource(ELEMENTS, {filter});
  return (
    <div className="table-filtering-example">
      <FormField
        label="Filter"
        hint={`${filteredLength} of ${ELEMENTS.length} elements`}
        className="table-filtering-example-field"
      >
        <Input
          type="search"
          placeholder="Ex. Helium"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </FormField>
      <div className="table-filtering-example-scroller">
        <Table
          caption="Elements"
          columns={COLUMNS}
          data={rows}
          getRowId={(element) => element.symbol}
          noDataRow={`No element matches “${filter.trim()}”.`}
        />
      </div>
    </div>
  );
}
