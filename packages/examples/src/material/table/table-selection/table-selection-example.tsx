import {useSelection} from '@material-react/cdk/collections';
import {Checkbox} from '@material-react/material/checkbox';
import {Table, type TableColumn} from '@material-react/material/table';
import './table-selection-example.css';

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
];

/** @title Table with selection */
export function TableSelectionExample() {
  const selection = useSelection<PeriodicElement>({multiple: true});
  const selectedCount = selection.selected.length;
  const allSelected = selectedCount === ELEMENTS.length;

  const columns: TableColumn<PeriodicElement>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label={allSelected ? 'Deselect all elements' : 'Select all elements'}
          checked={allSelected}
          indeterminate={selectedCount > 0 && !allSelected}
          onCheckedChange={() =>
            allSelected ? selection.clear() : selection.setSelection(...ELEMENTS)
          }
        />
      ),
      cell: (element) => (
        <Checkbox
          aria-label={`Select ${element.name}`}
          checked={selection.isSelected(element)}
          onCheckedChange={() => selection.toggle(element)}
        />
      ),
      headerCellProps: {className: 'table-selection-example-checkbox-cell'},
      cellProps: {className: 'table-selection-example-checkbox-cell'},
    },
    {id: 'position', header: 'No.', cell: (element) => element.position, align: 'end'},
    {id: 'name', header: 'Name', cell: (element) => element.name, rowHeader: true},
    {id: 'weight', header: 'Weight', cell: (element) => element.weight, align: 'end'},
    {id: 'symbol', header: 'Symbol', cell: (element) => element.symbol},
  ];

  return (
    <div className="table-selection-example">
      <p className="table-selection-example-summary" aria-live="polite">
        {selectedCount === 0
          ? 'No elements selected'
          : `${selectedCount} of ${ELEMENTS.length} elements selected`}
      </p>
      <div className="table-selection-example-scroller">
        <Table
          caption="Elements"
          columns={columns}
          data={ELEMENTS}
          getRowId={(element) => element.symbol}
          rowProps={(element) => ({
            'data-selected': selection.isSelected(element) ? '' : undefined,
          })}
        />
      </div>
    </div>
  );
}
