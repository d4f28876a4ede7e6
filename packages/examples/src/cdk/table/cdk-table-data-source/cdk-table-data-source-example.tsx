import {CdkTable, DataSource, DataStream, type ColumnDef} from '@material-react/cdk/table';
import {Button} from '@material-react/material/button';
import {useState} from 'react';
import './cdk-table-data-source-example.css';

interface PeriodicElement {
  position: number;
  name: string;
  symbol: string;
}

const ALL_ELEMENTS: PeriodicElement[] = [
  {position: 1, name: 'Hydrogen', symbol: 'H'},
  {position: 2, name: 'Helium', symbol: 'He'},
  {position: 3, name: 'Lithium', symbol: 'Li'},
  {position: 4, name: 'Beryllium', symbol: 'Be'},
  {position: 5, name: 'Boron', symbol: 'B'},
  {position: 6, name: 'Carbon', symbol: 'C'},
  {position: 7, name: 'Nitrogen', symbol: 'N'},
  {position: 8, name: 'Oxygen', symbol: 'O'},
];

/** A data source whose rows change over time: the table re-renders on every new array. */
class GrowingDataSource extends DataSource<PeriodicElement> {
  readonly rows = new DataStream<readonly PeriodicElement[]>(ALL_ELEMENTS.slice(0, 3));

  connect() {
    return this.rows;
  }

  disconnect() {}

  add() {
    const next = ALL_ELEMENTS[this.rows.value.length];
    if (next) this.rows.next([...this.rows.value, next]);
  }

  removeLast() {
    this.rows.next(this.rows.value.slice(0, -1));
  }
}

const COLUMNS: ColumnDef<PeriodicElement>[] = [
  {id: 'position', header: 'No.', cell: (element) => element.position},
  {id: 'name', header: 'Name', cell: (element) => element.name, rowHeader: true},
  {id: 'symbol', header: 'Symbol', cell: (element) => element.symbol},
];

/** @title CDK table with a data source */
export function CdkTableDataSourceExample() {
  const [source] = useState(() => new GrowingDataSource());
  const [count, setCount] = useState(source.rows.value.length);

  const update = (change: () => void) => {
    change();
    setCount(source.rows.value.length);
  };

  return (
    <div className="cdk-table-data-source-example">
      <div className="cdk-table-data-source-example-actions">
        <Button
          variant="tonal"
          disabled={count === ALL_ELEMENTS.length}
          onClick={() => update(() => source.add())}
        >
          Add element
        </Button>
        <Button
          variant="text"
          disabled={count === 0}
          onClick={() => update(() => source.removeLast())}
        >
          Remove last
        </Button>
      </div>
      <CdkTable
        layout="flex"
        caption="Elements from a data source"
        columns={COLUMNS}
        data={source}
        getRowId={(element) => element.symbol}
        noDataRow="The data source has no elements."
      />
    </div>
  );
}
