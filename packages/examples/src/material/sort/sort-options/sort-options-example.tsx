import {
  getAriaSort,
  Sort,
  SortHeader,
  sortRows,
  type SortState,
} from '@material-react/material/sort';
import {useState} from 'react';
import './sort-options-example.css';

interface Release {
  version: string;
  /** An ISO date, which sorts as text in date order. */
  released: string;
  downloads: number;
  notes: string;
}

const RELEASES: Release[] = [
  {version: '2.4.0', released: '2026-03-02', downloads: 18_240, notes: 'Dark theme for charts'},
  {version: '2.3.1', released: '2026-01-19', downloads: 41_505, notes: 'Fixes a printing bug'},
  {version: '2.10.0', released: '2026-05-11', downloads: 2_310, notes: 'Export to spreadsheet'},
  {version: '2.3.0', released: '2025-12-08', downloads: 9_876, notes: 'Keyboard shortcuts'},
  {version: '1.9.7', released: '2025-06-30', downloads: 120_044, notes: 'Last 1.x release'},
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeZone: 'UTC'});
const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * @title Sort options: first direction, no unsorted step, arrow side
 *
 * `disableClear` keeps the table sorted by some column at all times. Dates and downloads start
 * descending (`start="desc"`), since the newest and the most used come first. The numeric
 * column is aligned to the end, so its arrow goes before the label. The notes column is not
 * sortable: its header is plain text.
 */
export function SortOptionsExample() {
  const [sort, setSort] = useState<SortState>({active: 'released', direction: 'desc'});
  const rows = sortRows(RELEASES, sort, (row, id) => row[id as keyof Release]);
  return (
    <div className="sort-options-example">
      <Sort value={sort} onSortChange={setSort} disableClear>
        <table>
          <caption>Releases</caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={getAriaSort(sort, 'version')}>
                <SortHeader id="version">Version</SortHeader>
              </th>
              <th scope="col" aria-sort={getAriaSort(sort, 'released')}>
                <SortHeader id="released" start="desc">
                  Released
                </SortHeader>
              </th>
              <th
                scope="col"
                className="sort-options-example-number"
                aria-sort={getAriaSort(sort, 'downloads')}
              >
                <SortHeader id="downloads" start="desc" arrowPosition="before">
                  Downloads
                </SortHeader>
              </th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.version}>
                <th scope="row">{row.version}</th>
                <td>
                  <time dateTime={row.released}>
                    {dateFormat.format(new Date(`${row.released}T00:00:00Z`))}
                  </time>
                </td>
                <td className="sort-options-example-number">
                  {numberFormat.format(row.downloads)}
                </td>
                <td>{row.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Sort>
    </div>
  );
}
