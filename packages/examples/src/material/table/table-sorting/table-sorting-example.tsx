import {Sort, type SortState} from '@material-react/material/sort';
import {Table, useTableDataSource, type TableColumn} from '@material-react/material/table';
import {useState} from 'react';
import './table-sorting-example.css';

interface Dessert {
  name: string;
  calories: number;
  fat: number;
  carbs: number;
  protein: number;
}

const DESSERTS: Dessert[] = [
  {name: 'Frozen yoghurt', calories: 159, fat: 6, carbs: 24, protein: 4},
  {name: 'Ice cream sandwich', calories: 237, fat: 9, carbs: 37, protein: 4},
  {name: 'Eclair', calories: 262, fat: 16, carbs: 24, protein: 6},
  {name: 'Cupcake', calories: 305, fat: 4, carbs: 67, protein: 4},
  {name: 'Gingerbread', calories: 356, fat: 16, carbs: 49, protein: 4},
  {name: 'Lollipop', calories: 392, fat: 0.2, carbs: 98, protein: 0},
  {name: 'Honeycomb', calories: 408, fat: 3.2, carbs: 87, protein: 6.5},
];

const COLUMNS: TableColumn<Dessert>[] = [
  {id: 'name', header: 'Dessert', cell: (row) => row.name, sortable: true, rowHeader: true},
  {id: 'calories', header: 'Calories', cell: (row) => row.calories, sortable: true, align: 'end'},
  {id: 'fat', header: 'Fat (g)', cell: (row) => row.fat, sortable: true, align: 'end'},
  {id: 'carbs', header: 'Carbs (g)', cell: (row) => row.carbs, sortable: true, align: 'end'},
  {id: 'protein', header: 'Protein (g)', cell: (row) => row.protein, sortable: true, align: 'end'},
];

/** @title Table with sorting */
export function TableSortingExample() {
  const [sort, setSort] = useState<SortState>({active: 'calories', direction: 'asc'});
  const {rows} = useTableDataSource(DESSERTS, {sort});
  return (
    <div className="table-sorting-example">
      <Sort value={sort} onSortChange={setSort}>
        <Table
          caption="Nutrition per serving"
          columns={COLUMNS}
          data={rows}
          getRowId={(row) => row.name}
        />
      </Sort>
    </div>
  );
}
