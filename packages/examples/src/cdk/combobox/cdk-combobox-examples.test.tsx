import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {CdkComboboxCommandPaletteExample} from './cdk-combobox-command-palette/cdk-combobox-command-palette-example';
import {CdkComboboxPopupExample} from './cdk-combobox-popup/cdk-combobox-popup-example';

async function expectNoAxeViolations() {
  // The overlay and the live region live outside the page's landmarks by design.
  const results = await axe.run(document.body, {rules: {region: {enabled: false}}});
  expect(results.violations).toEqual([]);
}

describe('combobox examples', () => {
  it('popup: opens under the input and chooses a colour', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkComboboxPopupExample />
      </main>,
    );
    const input = screen.getByRole('combobox', {name: 'Colour'});
    await user.type(input, 'in');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Indigo',
      'Pink',
    ]);
    await user.keyboard('{ArrowDown}');
    await expectNoAxeViolations();
    await user.keyboard('{Enter}');
    expect(input).toHaveProperty('value', 'Indigo');
    expect(screen.getByText('Chosen: Indigo (#3f51b5)')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('command palette: an inline list of named groups, Enter opens the active result', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkComboboxCommandPaletteExample />
      </main>,
    );
    const input = screen.getByRole('combobox', {name: 'Search the documentation'});
    const listbox = screen.getByRole('listbox', {name: 'Results'});
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([4, 3, 2]);
    expect(within(listbox).getByRole('group', {name: 'Guides'})).toBeTruthy();
    await expectNoAxeViolations();
    await user.type(input, 'floating');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['OverlayFloating panels']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Opened Overlay');
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText('No page matches “zzz”.')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
