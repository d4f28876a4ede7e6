import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {act} from 'react';
import {describe, expect, it} from 'vitest';
import {Sort} from '../sort';
import {Table, type TableColumn, type TableProps} from './table';
import {applyTableData, TableDataSource} from './table-data-source';

interface Element {
  number: number;
  name: string;
  weight: number;
}

const ELEMENTS: Element[] = [
  {number: 1, name: 'Hydrogen', weight: 1.008},
  {number: 2, name: 'Helium', weight: 4.0026},
  {number: 3, name: 'Lithium', weight: 6.94},
  {number: 4, name: 'Beryllium', weight: 9.0122},
  {number: 5, name: 'Boron', weight: 10.81},
];

const COLUMNS: TableColumn<Element>[] = [
  {id: 'name', header: 'Name', cell: (element) => element.name, sortable: true, rowHeader: true},
  {id: 'weight', header: 'Weight', cell: (element) => element.weight, sortable: true, align: 'end'},
];

function renderTable(props: Partial<TableProps<Element>> = {}) {
  return render(
    <main>
      <Table caption="Elements" columns={COLUMNS} data={ELEMENTS} {...props} />
    </main>,
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Table', () => {
  it('renders a styled native table with state attributes', async () => {
    renderTable({dense: true, stickyHeader: true});
    const table = screen.getByRole('table', {name: 'Elements'});
    expect(table.className).toBe('cdk-table mat-table');
    expect(table.hasAttribute('data-dense')).toBe(true);
    expect(table.hasAttribute('data-sticky-header')).toBe(true);
    expect(table.hasAttribute('data-hover')).toBe(true);
    const weight = screen.getByRole('columnheader', {name: 'Weight'});
    expect(weight.getAttribute('data-align')).toBe('end');
    // Without a Sort around it a sortable column is a plain header.
    expect(within(weight).queryByRole('button')).toBeNull();
    expect(weight.hasAttribute('aria-sort')).toBe(false);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('sorts through sort headers inside a Sort, with aria-sort on the header cells', async () => {
    const user = userEvent.setup();
    function Sorted() {
      return (
        <main>
          <Sort defaultValue={{active: 'name', direction: 'asc'}}>
            <Table caption="Elements" columns={COLUMNS} data={ELEMENTS} layout="flex" />
          </Sort>
        </main>
      );
    }
    render(<Sorted />);
    const nameHeader = screen.getByRole('columnheader', {name: 'Name'});
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', {name: 'Weight'}).getAttribute('aria-sort')).toBe(
      'none',
    );
    await user.click(within(nameHeader).getByRole('button', {name: 'Name'}));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});

describe('table data', () => {
  it('filters, sorts and pages, moving back to the last page that exists', () => {
    const result = applyTableData(ELEMENTS, {
      filter: ' LI ',
      sort: {active: 'weight', direction: 'desc'},
      page: {pageIndex: 3, pageSize: 1},
    });
    expect(result.filteredData.map((e) => e.name)).toEqual(['Beryllium', 'Lithium', 'Helium']);
    expect(result.filteredLength).toBe(3);
    expect(result.pageIndex).toBe(2);
    expect(result.rows.map((e) => e.name)).toEqual(['Helium']);
    expect(applyTableData(ELEMENTS, {filter: (e) => e.number > 4}).rows).toEqual([ELEMENTS[4]]);
  });

  it('feeds a table through TableDataSource and re-renders on changes', () => {
    const source = new TableDataSource(ELEMENTS, {page: {pageIndex: 0, pageSize: 2}});
    renderTable({data: source});
    expect(names()).toEqual(['Hydrogen', 'Helium']);
    act(() => {
      source.sort = {active: 'name', direction: 'asc'};
    });
    expect(names()).toEqual(['Beryllium', 'Boron']);
    act(() => {
      source.filter = 'h';
      source.page = {pageIndex: 1, pageSize: 2};
    });
    expect(source.filteredData.map((e) => e.name)).toEqual(['Helium', 'Hydrogen', 'Lithium']);
    expect(names()).toEqual(['Lithium']);
    expect(source.changes.value.filteredLength).toBe(3);
  });
});
