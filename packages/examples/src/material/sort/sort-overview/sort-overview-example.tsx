import {
  getAriaSort,
  Sort,
  SortHeader,
  sortRows,
  type SortState,
} from '@material-react/material/sort';
import {useState} from 'react';
import './sort-overview-example.css';

interface Dessert {
  name: string;
  calories: number;
  fat: number;
  carbs: number;
}

const DESSERTS: Dessert[] = [
  {name: 'Frozen yoghurt', calories: 159, fat: 6, carbs: 24},
  {name: 'Ice cream sandwich', calories: 237, fat: 9, carbs: 37},
  {name: 'Eclair', calories: 262, fat: 16, carbs: 24},
  {name: 'Cupcake', calories: 305, fat: 4, carbs: 67},
  {name: 'Gingerbread', calories: 356, fat: 16, carbs: 49},
];

const HEADERS: Array<{id: keyof Dessert; label: string}> = [
  {id: 'name', label: 'Dessert'},
  {id: 'calories', label: 'Calories'},
  {id: 'fat', label: 'Fat (g)'},
  {id: 'carbs', label: 'Carbs (g)'},
];

/** @title Sorting a plain table */
export function SortOverviewExample() {
  const [sort, setSort] = useState<SortState>({active: '', direction: ''});
  const rows = sortRows(DESSERTS, sort, (row, id) => row[id as keyof Dessert]);
  return (
    <div className="sort-overview-example">
      <Sort value={sort} onSortChange={setSort}>
        <table>
          <caption>Desserts</caption>
          <thead>
            <tr>
              {HEADERS.map(({id, label}) => (
                <th key={id} scope="col" aria-sort={getAriaSort(sort, id)}>
                  <SortHeader id={id}>{label}</SortHeader>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.calories}</td>
                <td>{row.fat}</td>
                <td>{row.carbs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Sort>
    </div>
  );
}
