import {clearAnnouncements, LIVE_ANNOUNCER_CLASS} from '@material-react/cdk/a11y';
import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {SortListExample} from './sort-list/sort-list-example';
import {SortOptionsExample} from './sort-options/sort-options-example';
import {SortOverviewExample} from './sort-overview/sort-overview-example';

const liveRegion = () => document.querySelector(`.${LIVE_ANNOUNCER_CLASS}`);
const ariaSort = (name: string) =>
  screen.getByRole('columnheader', {name}).getAttribute('aria-sort');

afterEach(() => clearAnnouncements());

describe('sort examples', () => {
  it.each([
    ['sort-overview', SortOverviewExample],
    ['sort-options', SortOptionsExample],
    ['sort-list', SortListExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-sort-header')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('options: never unsorted, dates and downloads start descending, notes do not sort', async () => {
    const user = userEvent.setup();
    renderInMain(SortOptionsExample);
    const versions = () =>
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(ariaSort('Released')).toBe('descending');
    expect(versions()).toEqual(['2.10.0', '2.4.0', '2.3.1', '2.3.0', '1.9.7']);

    const released = screen.getByRole('button', {name: 'Released'});
    await user.click(released);
    expect(ariaSort('Released')).toBe('ascending');
    // `disableClear`: a third press goes back to descending, not to unsorted.
    await user.click(released);
    expect(ariaSort('Released')).toBe('descending');

    await user.click(screen.getByRole('button', {name: 'Downloads'}));
    expect(ariaSort('Downloads')).toBe('descending');
    expect(ariaSort('Released')).toBe('none');
    expect(versions()[0]).toBe('1.9.7');

    // Versions compare number by number: 2.10.0 comes after 2.4.0.
    await user.click(screen.getByRole('button', {name: 'Version'}));
    expect(ariaSort('Version')).toBe('ascending');
    expect(versions()).toEqual(['1.9.7', '2.3.0', '2.3.1', '2.4.0', '2.10.0']);

    expect(within(screen.getByRole('columnheader', {name: 'Notes'})).queryByRole('button')).toBe(
      null,
    );
    expect(screen.getByRole('button', {name: 'Downloads'}).dataset['arrowPosition']).toBe('before');
  });

  it('list: sorts a list from its own state and announces the order in its own words', async () => {
    const user = userEvent.setup();
    renderInMain(SortListExample);
    const names = () =>
      within(screen.getByRole('list', {name: 'Hiking boots'}))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent);
    const group = screen.getByRole('group', {name: 'Sort boots by'});
    expect(group).toBe(screen.getByRole('group', {description: 'Price, lowest first'}));
    expect(names()).toEqual(['Trailhead Lite', 'Alder Mid', 'Ridge Runner', 'Summit GTX']);

    await user.click(screen.getByRole('button', {name: 'Rating'}));
    expect(names()).toEqual(['Summit GTX', 'Ridge Runner', 'Alder Mid', 'Trailhead Lite']);
    expect(screen.getByRole('group', {description: 'Rating, highest first'})).toBe(group);
    await waitFor(() =>
      expect(liveRegion()?.textContent).toBe('Boots sorted: Rating, highest first.'),
    );

    await user.click(screen.getByRole('button', {name: 'Name'}));
    await user.click(screen.getByRole('button', {name: 'Name'}));
    expect(names()).toEqual(['Trailhead Lite', 'Summit GTX', 'Ridge Runner', 'Alder Mid']);
    await user.click(screen.getByRole('button', {name: 'Name'}));
    expect(screen.getByText('Featured order')).toBeTruthy();
    expect(names()).toEqual(['Ridge Runner', 'Alder Mid', 'Summit GTX', 'Trailhead Lite']);
    await waitFor(() => expect(liveRegion()?.textContent).toBe('Boots sorted: Featured order.'));
  });
});
