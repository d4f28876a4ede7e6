import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {PaginatorConfigurableExample} from './paginator-configurable/paginator-configurable-example';
import {PaginatorListExample} from './paginator-list/paginator-list-example';
import {PaginatorOverviewExample} from './paginator-overview/paginator-overview-example';

describe('paginator examples', () => {
  it.each([
    ['paginator-overview', PaginatorOverviewExample],
    ['paginator-configurable', PaginatorConfigurableExample],
    ['paginator-list', PaginatorListExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-paginator')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('list: shows one page of orders and words the controls for them', async () => {
    const user = userEvent.setup();
    renderInMain(PaginatorListExample);
    const list = screen.getByRole('list', {name: 'Recent orders'});
    const orders = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.mat-list-item-title')?.textContent);
    const pages = screen.getByRole('group', {name: 'Pages of orders'});
    expect(orders()).toEqual([
      'Order 1080',
      'Order 1079',
      'Order 1078',
      'Order 1077',
      'Order 1076',
    ]);
    expect(within(pages).getByText('Orders 1 to 5 of 23')).toBeTruthy();

    const older = screen.getByRole('button', {name: 'Older orders'});
    await user.click(older);
    expect(orders()[0]).toBe('Order 1075');
    expect(within(pages).getByText('Orders 6 to 10 of 23')).toBeTruthy();
    expect(document.activeElement).toBe(older);

    await user.click(screen.getByRole('button', {name: 'Oldest orders'}));
    expect(orders()).toEqual(['Order 1060', 'Order 1059', 'Order 1058']);
    expect(older.getAttribute('aria-disabled')).toBe('true');

    // A bigger page starts where the order shown first was, here on page 3.
    await user.selectOptions(screen.getByRole('combobox', {name: 'Orders per page:'}), '10');
    expect(within(pages).getByText('Orders 21 to 23 of 23')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Newest orders'}));
    expect(orders()).toHaveLength(10);
    expect(within(pages).getByText('Orders 1 to 10 of 23')).toBeTruthy();
  });
});
