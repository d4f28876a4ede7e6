import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {ListNavigationExample} from './list-navigation/list-navigation-example';
import {ListOverviewExample} from './list-overview/list-overview-example';
import {ListSelectionExample} from './list-selection/list-selection-example';
import {ListSingleSelectionExample} from './list-single-selection/list-single-selection-example';

const selected = (name: RegExp) => screen.getByRole('option', {name}).getAttribute('aria-selected');

describe('list examples', () => {
  it.each([
    ['list-overview', ListOverviewExample],
    ['list-navigation', ListNavigationExample],
    ['list-selection', ListSelectionExample],
    ['list-single-selection', ListSingleSelectionExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-list')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('single selection: one approver at a time, by pointer or keyboard, skipping people away', async () => {
    const user = userEvent.setup();
    renderInMain(ListSingleSelectionExample);
    const list = screen.getByRole('listbox', {name: 'Who approves this expense?'});
    expect(list.hasAttribute('aria-multiselectable')).toBe(false);
    expect(selected(/^Mei Kobayashi/)).toBe('true');
    // The avatars' initials are shown but left out of the names, which start with the person.
    expect(screen.getByRole('option', {name: /^Mei Kobayashi/}).textContent).toMatch(/^MK/);

    await user.click(screen.getByRole('option', {name: /^Oscar Bergström/}));
    expect(selected(/^Oscar Bergström/)).toBe('true');
    expect(selected(/^Mei Kobayashi/)).toBe('false');
    expect(screen.getByText('Oscar Bergström will be asked to approve.')).toBeTruthy();

    // Choosing the chosen option again keeps it.
    await user.keyboard(' ');
    expect(selected(/^Oscar Bergström/)).toBe('true');

    // Down skips Lucía, who is on leave.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', {name: /^Tunde Johnson/}));
    await user.keyboard('{Enter}');
    expect(selected(/^Tunde Johnson/)).toBe('true');
    expect(screen.getByRole('option', {name: /^Lucía Navarro/}).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
