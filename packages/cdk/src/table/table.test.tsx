import {act, render, screen, within} from '@testing-library/react';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {ArrayDataSource, DataSource, DataStream} from './data-source';
import {CdkTable, type CdkTableProps} from './table';
import type {ColumnDef} from './table-state';
import {expectNoAxeViolations} from '../testing';

interface Element {
  number: number;
  name: string;
  symbol: string;
}

const ELEMENTS: Element[] = [
  {number: 1, name: 'Hydrogen', symbol: 'H'},
  {number: 2, name: 'Helium', symbol: 'He'},
  {number: 3, name: 'Lithium', symbol: 'Li'},
];

const COLUMNS: ColumnDef<Element>[] = [
  {id: 'number', header: 'No.', cell: (element) => element.number, footer: 'Total'},
  {id: 'name', header: 'Name', cell: (element) => element.name, rowHeader: true},
  {
    id: 'symbol',
    header: 'Symbol',
    cell: (element) => element.symbol,
    footer: (rows) => `${rows.length} elements`,
  },
];

function renderTable(props: Partial<CdkTableProps<Element>> = {}) {
  return render(
    <main>
      <CdkTable caption="Elements" columns={COLUMNS} data={ELEMENTS} {...props} />
    </main>,
  );
}

const cellTexts = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

describe('CdkTable', () => {
  it('renders a native table with header, body and footer rows', async () => {
    renderTable();
    const table = screen.getByRole('table', {name: 'Elements'});
    expect(table.tagName).toBe('TABLE');
    expect(table.classList.contains('cdk-table')).toBe(true);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(cellTexts(rows[0]!)).toEqual(['No.', 'Name', 'Symbol']);
    expect(screen.getByRole('columnheader', {name: 'Name'}).getAttribute('scope')).toBe('col');
    expect(cellTexts(rows[1]!)).toEqual(['1', 'Hydrogen', 'H']);
    expect(screen.getByRole('rowheader', {name: 'Helium'}).tagName).toBe('TH');
    expect(cellTexts(rows[4]!)).toEqual(['Total', '', '3 elements']);
    expect(rows[4]!.classList.contains('cdk-footer-row')).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('renders divs with ARIA table roles in the flex layout', async () => {
    renderTable({layout: 'flex'});
    const table = screen.getByRole('table', {name: 'Elements'});
    expect(table.tagName).toBe('DIV');
    expect(table.getAttribute('data-layout')).toBe('flex');
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('shows only the displayed columns, in the given order', () => {
    renderTable({displayedColumns: ['symbol', 'missing', 'number']});
    const rows = screen.getAllByRole('row');
    expect(cellTexts(rows[0]!)).toEqual(['Symbol', 'No.']);
    expect(cellTexts(rows[1]!)).toEqual(['H', '1']);
    expect(screen.getByRole('cell', {name: 'He'}).getAttribute('data-column')).toBe('symbol');
  });

  it('shows the no-data row across all columns only when the data is empty', async () => {
    const {rerender} = renderTable({data: [], noDataRow: 'No elements'});
    const cell = screen.getByRole('cell', {name: 'No elements'});
    expect(cell.getAttribute('colspan')).toBe('3');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    rerender(
      <main>
        <CdkTable caption="Elements" columns={COLUMNS} data={ELEMENTS} noDataRow="No elements" />
      </main>,
    );
    expect(screen.queryByText('No elements')).toBeNull();
  });

  it('keeps row elements by row id when the order changes', () => {
    function Reversible() {
      const [data, setData] = useState(ELEMENTS);
      return (
        <>
          <button onClick={() => setData([...data].reverse())}>Reverse</button>
          <CdkTable columns={COLUMNS} data={data} getRowId={(element) => element.symbol} />
        </>
      );
    }
    render(<Reversible />);
    const hydrogenRow = screen.getByRole('rowheader', {name: 'Hydrogen'}).parentElement;
    act(() => screen.getByRole('button', {name: 'Reverse'}).click());
    expect(screen.getByRole('rowheader', {name: 'Hydrogen'}).parentElement).toBe(hydrogenRow);
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('Lithium');
  });

  it('renders rows from a data source stream and disconnects on unmount', () => {
    const stream = new DataStream<Element[]>(ELEMENTS.slice(0, 1));
    const source = new ArrayDataSource(stream);
    const {unmount} = renderTable({data: source});
    expect(screen.getAllByRole('row')).toHaveLength(3);
    act(() => stream.next(ELEMENTS));
    expect(screen.getAllByRole('row')).toHaveLength(5);
    unmount();
    expect(stream.observed).toBe(0);
  });

  it('waits for a promise before showing the no-data row', async () => {
    let resolve: (rows: Element[]) => void = () => {};
    class Later extends DataSource<Element> {
      connect() {
        return new Promise<Element[]>((done) => (resolve = done));
      }
      disconnect() {}
    }
    renderTable({data: new Later(), noDataRow: 'No elements'});
    expect(screen.queryByText('No elements')).toBeNull();
    await act(async () => resolve([]));
    expect(screen.getByText('No elements')).toBeTruthy();
  });

  it('passes row and cell attributes and part classes through', () => {
    renderTable({
      rowProps: (element) => ({'aria-selected': element.number === 2}),
      classNames: {row: 'my-row', headerCell: 'my-header'},
    });
    const helium = screen.getByRole('rowheader', {name: 'Helium'}).parentElement!;
    expect(helium.getAttribute('aria-selected')).toBe('true');
    expect(helium.className).toBe('cdk-row my-row');
    expect(screen.getByRole('columnheader', {name: 'Symbol'}).className).toBe(
      'cdk-header-cell my-header',
    );
  });
});
