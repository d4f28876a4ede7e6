import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {CdkTableBasicExample} from '../../cdk/table/cdk-table-basic/cdk-table-basic-example';
import {CdkTableDataSourceExample} from '../../cdk/table/cdk-table-data-source/cdk-table-data-source-example';
import {PaginatorConfigurableExample} from '../paginator/paginator-configurable/paginator-configurable-example';
import {PaginatorOverviewExample} from '../paginator/paginator-overview/paginator-overview-example';
import {SortOverviewExample} from '../sort/sort-overview/sort-overview-example';
import {renderInMain} from '../../testing';
import {TableBasicExample} from './table-basic/table-basic-example';
import {TableFilteringExample} from './table-filtering/table-filtering-example';
import {TableHttpExample} from './table-http/table-http-example';
import {TablePaginationExample} from './table-pagination/table-pagination-example';
import {TableSelectionExample} from './table-selection/table-selection-example';
import {TableSortingExample} from './table-sorting/table-sorting-example';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

const bodyNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('table family examples', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['table-basic', TableBasicExample],
    ['table-sorting', TableSortingExample],
    ['table-pagination', TablePaginationExample],
    ['table-filtering', TableFilteringExample],
    ['table-selection', TableSelectionExample],
    ['sort-overview', SortOverviewExample],
    ['paginator-overview', PaginatorOverviewExample],
    ['paginator-configurable', PaginatorConfigurableExample],
    ['cdk-table-basic', CdkTableBasicExample],
    ['cdk-table-data-source', CdkTableDataSourceExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('table-sorting sorts by another column', async () => {
    const user = userEvent.setup();
    renderInMain(TableSortingExample);
    expect(bodyNames()[0]).toBe('Frozen yoghurt');
    await user.click(screen.getByRole('button', {name: 'Fat (g)'}));
    expect(bodyNames()[0]).toBe('Lollipop');
  });

  it('table-filtering filters and explains an empty result', async () => {
    const user = userEvent.setup();
    renderInMain(TableFilteringExample);
    await user.type(screen.getByRole('searchbox', {name: 'Filter'}), 'li');
    expect(bodyNames()).toEqual(['Helium', 'Lithium', 'Beryllium']);
    await user.type(screen.getByRole('searchbox', {name: 'Filter'}), 'x');
    expect(screen.getByRole('cell', {name: 'No element matches “lix”.'})).toBeTruthy();
  });

  it('table-selection selects rows and all rows', async () => {
    const user = userEvent.setup();
    renderInMain(TableSelectionExample);
    await user.click(screen.getByRole('checkbox', {name: 'Select Helium'}));
    expect(screen.getByText('1 of 6 elements selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', {name: 'Select all elements'}) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByText('6 of 6 elements selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', {name: 'Deselect all elements'}));
    expect(screen.getByText('No elements selected')).toBeTruthy();
  });

  it('cdk-table-data-source adds and removes rows', async () => {
    const user = userEvent.setup();
    renderInMain(CdkTableDataSourceExample);
    expect(bodyNames()).toEqual(['Hydrogen', 'Helium', 'Lithium']);
    await user.click(screen.getByRole('button', {name: 'Add element'}));
    expect(bodyNames()).toHaveLength(4);
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', {name: 'Remove last'}));
    expect(screen.getByRole('cell', {name: 'The data source has no elements.'})).toBeTruthy();
  });

  it('table-http loads pages, sorts on the server and retries after an error', async () => {
    const user = userEvent.setup();
    const page = (names: string[]) =>
      new Response(
        JSON.stringify({
          items: names.map((name, index) => ({number: index + 1, name, symbol: name, weight: 1})),
          total: 118,
        }),
      );
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(page(['Hydrogen']))
      .mockResolvedValueOnce(new Response('', {status: 500}))
      .mockResolvedValueOnce(page(['Actinium']));
    vi.stubGlobal('fetch', fetchMock);
    renderInMain(TableHttpExample);
    await waitFor(() => expect(bodyNames()).toEqual(['Hydrogen']));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/assets/data/elements/number-asc/10/0.json',
      expect.anything(),
    );
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.click(screen.getByRole('button', {name: 'Name'}));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server answered 500.');
    // The previous rows stay while the error shows.
    expect(bodyNames()).toEqual(['Hydrogen']);
    await user.click(within(alert).getByRole('button', {name: 'Retry'}));
    await waitFor(() => expect(bodyNames()).toEqual(['Actinium']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url).slice(1)).toEqual([
      '/assets/data/elements/name-asc/10/0.json',
      '/assets/data/elements/name-asc/10/0.json',
    ]);
    expect(screen.getByRole('columnheader', {name: 'Name'}).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });
});
