import {
  Sort,
  SortHeader,
  sortRows,
  useSort,
  type SortAnnouncement,
  type SortState,
} from '@material-react/material/sort';
import {useId} from 'react';
import './sort-list-example.css';

interface Boot {
  name: string;
  price: number;
  rating: number;
}

const BOOTS: Boot[] = [
  {name: 'Ridge Runner', price: 149, rating: 4.6},
  {name: 'Alder Mid', price: 119, rating: 4.1},
  {name: 'Summit GTX', price: 229, rating: 4.8},
  {name: 'Trailhead Lite', price: 89, rating: 3.9},
];

const FIELDS: Array<{id: keyof Boot; label: string; asc: string; desc: string}> = [
  {id: 'name', label: 'Name', asc: 'A to Z', desc: 'Z to A'},
  {id: 'price', label: 'Price', asc: 'lowest first', desc: 'highest first'},
  {id: 'rating', label: 'Rating', asc: 'lowest first', desc: 'highest first'},
];

/** "Name, A to Z", or "Featured order" when nothing is sorted. */
function describeSort(sort: SortState): string {
  const field = FIELDS.find((entry) => entry.id === sort.active);
  if (!field || sort.direction === '') return 'Featured order';
  return `${field.label}, ${sort.direction === 'asc' ? field.asc : field.desc}`;
}

/** Says what the new order means for this list, instead of the generic "ascending". */
const announcement: SortAnnouncement = (_label, sort) => `Boots sorted: ${describeSort(sort)}.`;

const priceFormat = new Intl.NumberFormat('en-GB', {style: 'currency', currency: 'EUR'});

/**
 * @title Sorting a list, with your own announcement
 *
 * Sort headers work outside a table too. The `Sort` keeps its own state here (`defaultValue`),
 * and the list inside reads it with `useSort`. There are no header cells to carry `aria-sort`,
 * so a visible line describes the order, and `announcement` words the spoken message for the
 * list.
 */
export function SortListExample() {
  return (
    <Sort defaultValue={{active: 'price', direction: 'asc'}} announcement={announcement}>
      <SortedBoots />
    </Sort>
  );
}

function SortedBoots() {
  const id = useId();
  const sort = useSort()?.sort ?? {active: '', direction: ''};
  const boots = sortRows(BOOTS, sort, (boot, field) => boot[field as keyof Boot]);
  return (
    <div className="sort-list">
      <div
        role="group"
        aria-label="Sort boots by"
        aria-describedby={`${id}-order`}
        className="sort-list-headers"
      >
        {FIELDS.map((field) => (
          <SortHeader key={field.id} id={field.id} start={field.id === 'rating' ? 'desc' : 'asc'}>
            {field.label}
          </SortHeader>
        ))}
      </div>
      <p id={`${id}-order`} className="sort-list-order">
        {describeSort(sort)}
      </p>
      <ul className="sort-list-items" aria-label="Hiking boots">
        {boots.map((boot) => (
          <li key={boot.name}>
            <span className="sort-list-name">{boot.name}</span>
            <span>{priceFormat.format(boot.price)}</span>
            <span>{boot.rating.toFixed(1)} of 5</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
