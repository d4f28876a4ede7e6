import {fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {describe, expect, it, vi} from 'vitest';
import {prerenderAndHydrate} from '../testing';
import {useCombobox, useComboboxState} from './index';

interface Result {
  id: string;
  title: string;
  kind: 'Components' | 'API';
}

const RESULTS: Result[] = [
  {id: 'button', title: 'Button', kind: 'Components'},
  {id: 'select', title: 'Select', kind: 'Components'},
  {id: 'use-combobox', title: 'useCombobox', kind: 'API'},
  {id: 'overlay', title: 'Overlay', kind: 'API'},
];

/** A search box whose results are always shown under it, grouped by kind, as links. */
function Search({
  onChoose,
  onDialogKeyDown,
}: {
  onChoose?: (key: string) => void;
  onDialogKeyDown?: (event: React.KeyboardEvent) => void;
}) {
  const state = useComboboxState();
  const combobox = useCombobox(state, {
    inline: true,
    autoActiveFirstOption: true,
    listboxLabel: 'Search results',
    onChoose,
  });
  const query = state.inputValue.toLowerCase();
  const shown = RESULTS.filter((result) => result.title.toLowerCase().includes(query));
  const kinds = (['Components', 'API'] as const).filter((kind) =>
    shown.some((result) => result.kind === kind),
  );
  return (
    <div role="dialog" aria-label="Search" onKeyDown={onDialogKeyDown}>
      <input {...combobox.inputProps} aria-label="Search the docs" />
      <div {...combobox.listboxProps}>
        {kinds.map((kind) => (
          <div key={kind} {...combobox.getGroupProps(kind)}>
            <div {...combobox.getGroupLabelProps(kind)}>{kind}</div>
            {shown
              .filter((result) => result.kind === kind)
              .map((result) => (
                <a key={result.id} href={`#${result.id}`} {...combobox.getOptionProps(result.id)}>
                  {result.title}
                </a>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}

const input = () => screen.getByRole('combobox');
const activeOption = () =>
  document.getElementById(input().getAttribute('aria-activedescendant') ?? '');

describe('useCombobox inline', () => {
  it('is always expanded with named groups of named options', async () => {
    render(<Search />);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', {name: 'Search results'});
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    const components = within(listbox).getByRole('group', {name: 'Components'});
    const api = within(listbox).getByRole('group', {name: 'API'});
    expect(
      within(components)
        .getAllByRole('option')
        .map((option) => option.id),
    ).toHaveLength(2);
    expect(within(api).getByRole('option', {name: 'useCombobox'})).toBeTruthy();
    expect(activeOption()?.textContent).toBe('Button');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('moves through groups in order and the first result follows the query', async () => {
    const user = userEvent.setup();
    render(<Search />);
    await user.click(input());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('useCombobox');
    expect(document.activeElement).toBe(input());
    await user.type(input(), 'o');
    // "o" matches Button, useCombobox and Overlay: the first becomes active again.
    expect(activeOption()?.textContent).toBe('Button');
    expect(screen.queryByRole('group', {name: 'Components'})).toBeTruthy();
    await user.type(input(), 'v');
    expect(screen.queryByRole('group', {name: 'Components'})).toBeNull();
    expect(activeOption()?.textContent).toBe('Overlay');
  });

  it('clicks a link option on Enter, so it navigates, and reports the choice', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Search onChoose={onChoose} />);
    await user.click(input());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('select');
    expect(window.location.hash).toBe('#select');
    // The list stays, and the input keeps what was typed.
    expect(input()).toHaveProperty('value', '');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves Escape to the dialog', () => {
    const onDialogKeyDown = vi.fn((event: React.KeyboardEvent) => event.defaultPrevented);
    render(<Search onDialogKeyDown={onDialogKeyDown} />);
    fireEvent.change(input(), {target: {value: 'se'}});
    expect(fireEvent.keyDown(input(), {key: 'Escape'})).toBe(true);
    expect(onDialogKeyDown).toHaveReturnedWith(false);
    expect(input()).toHaveProperty('value', 'se');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('gives options ids safe for aria-activedescendant whatever the key', () => {
    function Odd() {
      const state = useComboboxState();
      const combobox = useCombobox(state, {inline: true, listboxLabel: 'Odd'});
      return (
        <div {...combobox.listboxProps}>
          <div {...combobox.getOptionProps('a b/ü')}>One</div>
          <div {...combobox.getOptionProps('a_b_ü')}>Two</div>
        </div>
      );
    }
    render(<Odd />);
    const [one, two] = screen.getAllByRole('option');
    expect(one?.id).not.toMatch(/\s/);
    expect(one?.id).not.toBe(two?.id);
    expect(one?.dataset['key']).toBe('a b/ü');
  });

  it('hydrates server HTML without mismatches and works afterwards', async () => {
    const tree = await prerenderAndHydrate(<Search />);
    try {
      expect(tree.html).toContain('role="listbox"');
      expect(tree.recoverableErrors).toEqual([]);
      expect(tree.consoleErrors).toEqual([]);
      expect(activeOption()?.textContent).toBe('Button');
      fireEvent.keyDown(input(), {key: 'ArrowDown'});
      expect(activeOption()?.textContent).toBe('Select');
    } finally {
      tree.unmount();
    }
  });
});
