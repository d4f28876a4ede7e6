import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {AutocompleteDisplayExample} from './autocomplete-display/autocomplete-display-example';
import {AutocompleteFilterExample} from './autocomplete-filter/autocomplete-filter-example';
import {AutocompleteGroupsExample} from './autocomplete-groups/autocomplete-groups-example';
import {AutocompleteOverviewExample} from './autocomplete-overview/autocomplete-overview-example';
import {AutocompleteRequireSelectionExample} from './autocomplete-require-selection/autocomplete-require-selection-example';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

describe('autocomplete examples', () => {
  it.each([
    ['autocomplete-overview', AutocompleteOverviewExample],
    ['autocomplete-filter', AutocompleteFilterExample],
    ['autocomplete-groups', AutocompleteGroupsExample],
    ['autocomplete-display', AutocompleteDisplayExample],
    ['autocomplete-require-selection', AutocompleteRequireSelectionExample],
  ])('%s opens its suggestions with no axe violations', async (_id, Example) => {
    const user = userEvent.setup();
    renderInMain(Example);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox').querySelector('[role="option"]')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('overview: filters and reports the choice in the hint', async () => {
    const user = userEvent.setup();
    renderInMain(AutocompleteOverviewExample);
    await user.type(screen.getByRole('combobox', {name: 'Fruit'}), 'berr');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Blackberry',
      'Blueberry',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByText('You chose Blueberry')).toBeTruthy();
  });

  it('filter: puts names that start with the text first, the first one active', async () => {
    const user = userEvent.setup();
    renderInMain(AutocompleteFilterExample);
    await user.type(screen.getByRole('combobox', {name: 'Language'}), 'po');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Polish',
      'Portuguese',
    ]);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Polish');
  });

  it('groups: leaves out countries without a match', async () => {
    const user = userEvent.setup();
    renderInMain(AutocompleteGroupsExample);
    await user.type(screen.getByRole('combobox', {name: 'City'}), 'on');
    expect(screen.getAllByRole('group').map((group) => group.textContent)).toEqual([
      'CanadaMontréalToronto',
      'PortugalLisbon',
    ]);
  });

  it('display: shows the chosen person by name and keeps the object as the value', async () => {
    const user = userEvent.setup();
    renderInMain(AutocompleteDisplayExample);
    const input = screen.getByRole('combobox', {name: 'Assignee'});
    expect(input).toHaveProperty('value', 'Grace Hopper');
    await user.clear(input);
    await user.type(input, 'alan');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', 'Alan Turing');
    expect(screen.getByText(/"email":"alan@example.com"/)).toBeTruthy();
  });

  it('require selection: clears free text and asks for an airport on submit', async () => {
    const user = userEvent.setup();
    renderInMain(AutocompleteRequireSelectionExample);
    const input = screen.getByRole('combobox', {name: /Destination/});
    await user.type(input, 'Berlin');
    await user.click(screen.getByRole('button', {name: 'Search flights'}));
    expect(input).toHaveProperty('value', '');
    expect(screen.getByText('Choose an airport from the list')).toBeTruthy();
    await user.type(input, 'nbo');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', {name: 'Search flights'}));
    expect(screen.getByRole('status').textContent).toBe('Flying to Nairobi (NBO)');
  });
});
