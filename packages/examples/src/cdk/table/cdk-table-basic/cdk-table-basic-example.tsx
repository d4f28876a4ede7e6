import {CdkTable, type ColumnDef} from '@material-react/cdk/table';
import './cdk-table-basic-example.css';

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
];

const COLUMNS: ColumnDef<PeriodicElement>[] = [
  {id: 'position', header: 'No.', cell: (element) => element.position},
  {id: 'name', header: 'Name', cell: (element) => element.name, rowHeader: true},
  {
    id: 'weight',
    header: 'Weight',
    cell: (element) => element.weight,
    footer: (rows) => `Σ ${rows.reduce((sum, row) => sum + row.weight, 0).toFixed(3)}`,
  },
  {id: 'symbol', header: 'Symbol', cell: (element) => element.symbol},
];

/** @title Basic CDK table */
export function CdkTableBasicExample() {
  return (
    <div className="cdk-table-basic-example">
      <CdkTable
        caption="Light elements"
        columns={COLUMNS}
        data={ELEMENTS}
        displayedColumns={['position', 'name', 'symbol', 'weight']}
        getRowId={(element) => element.symbol}
      />
    </div>
  );
}
