import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {CdkComboboxAsyncExample} from './cdk-combobox-async/cdk-combobox-async-example';
import {CdkComboboxCommandPaletteExample} from './cdk-combobox-command-palette/cdk-combobox-command-palette-example';
import {CdkComboboxPopupExample} from './cdk-combobox-popup/cdk-combobox-popup-example';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

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

describe('combobox example with options loaded as you type', () => {
  // The example's stand-in server answers after a delay; fake timers decide when, so the test
  // sees the loading state for certain. Testing Library advances fake timers only through a
  // global `jest`, which this stands in for.
  const fakeTimeouts = () => vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
  beforeEach(() => {
    fakeTimeouts();
    vi.stubGlobal('jest', {advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms)});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const answerSearch = () => act(() => vi.advanceTimersByTimeAsync(1000));

  /** axe sets timers of its own, so it runs on real ones; no search is pending then. */
  async function expectNoAxeViolationsWithRealTimers() {
    vi.useRealTimers();
    try {
      await expectNoAxeViolations();
    } finally {
      fakeTimeouts();
    }
  }

  it('async: searches as you type, skips people on leave and fills in the name', async () => {
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    render(
      <main>
        <CdkComboboxAsyncExample />
      </main>,
    );
    const input = screen.getByRole('combobox', {name: 'Assignee'});
    const status = screen.getByRole('status');
    await user.click(input);
    // Nothing to show until the first answer arrives.
    expect(status.textContent).toBe('Searching…');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await answerSearch();
    const listbox = screen.getByRole('listbox', {name: 'Assignee'});
    expect(status.textContent).toBe('8 people found');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const ben = within(listbox).getByRole('option', {name: 'Ben Carter Engineering, on leave'});
    expect(ben.getAttribute('aria-disabled')).toBe('true');

    // The keyboard passes over Ben, who is on leave.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chen = within(listbox).getByRole('option', {name: 'Chen Wei Engineering'});
    expect(input.getAttribute('aria-activedescendant')).toBe(chen.id);
    await expectNoAxeViolationsWithRealTimers();
    await user.keyboard('{Enter}');
    // The option's text value, without the team under the name.
    expect(input).toHaveProperty('value', 'Chen Wei');
    expect(screen.getByText('Assigned to Chen Wei (Engineering)')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(status.textContent).toBe('');

    await user.clear(input);
    await user.type(input, 'ar');
    // The previous results stay, marked busy, until the new answer replaces them.
    expect(status.textContent).toBe('Searching…');
    // The popup, opened again by the clear, takes its place once pending promises settle.
    await act(async () => {});
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    await answerSearch();
    expect(status.textContent).toBe('3 people found');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBeNull();
    expect(
      screen.getAllByRole('option').map((option) => option.querySelector('span')?.textContent),
    ).toEqual(['Amara Okafor', 'Ben Carter', 'Farah Haddad']);
    // A click on a disabled option chooses nothing and leaves the list open.
    await user.click(screen.getByRole('option', {name: /^Ben Carter/}));
    expect(input).toHaveProperty('value', 'ar');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByText('Assigned to Chen Wei (Engineering)')).toBeTruthy();
    await user.click(screen.getByRole('option', {name: /^Farah Haddad/}));
    expect(input).toHaveProperty('value', 'Farah Haddad');
    expect(screen.getByText('Assigned to Farah Haddad (Support)')).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'zz');
    await answerSearch();
    expect(status.textContent).toBe('No one matches “zz”');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolationsWithRealTimers();
    // Escape with nothing shown clears the text and the chosen person.
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(screen.getByText('Nobody is assigned')).toBeTruthy();
  });
});
