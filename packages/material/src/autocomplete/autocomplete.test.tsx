import {fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {Autocomplete, AutocompleteGroup, AutocompleteOption, type AutocompleteProps} from './index';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry'];

/** An autocomplete in a form field whose options are filtered by what is typed. */
function Fruits(props: Partial<AutocompleteProps<string>> & {hint?: string}) {
  const {hint, ...autocompleteProps} = props;
  const [text, setText] = useState(props.defaultInputValue ?? '');
  const shown = FRUITS.filter((fruit) => fruit.toLowerCase().includes(text.toLowerCase()));
  return (
    <main>
      <FormField label="Fruit" hint={hint}>
        <Autocomplete {...autocompleteProps} onInputValueChange={setText}>
          {shown.map((fruit) => (
            <AutocompleteOption key={fruit} value={fruit} disabled={fruit === 'Banana'}>
              {fruit}
            </AutocompleteOption>
          ))}
        </Autocomplete>
      </FormField>
      <button type="button">After</button>
    </main>
  );
}

const combobox = () => screen.getByRole('combobox');
const activeOption = () =>
  document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

describe('Autocomplete', () => {
  it('is a labelled combobox whose panel of suggestions follows the typed text', async () => {
    const user = userEvent.setup();
    render(<Fruits hint="Type to search" />);
    const input = screen.getByRole('combobox', {name: 'Fruit'});
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Type to search',
    );
    await user.type(input, 'ap');
    const listbox = screen.getByRole('listbox', {name: 'Fruit'});
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Apple', 'Apricot']);
    expect(listbox.closest('.mat-autocomplete-pane')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('moves with the arrows, skipping disabled options, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits onValueChange={onValueChange} />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Blueberry');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(combobox());
    await expectNoAxeViolations();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('Blueberry');
    expect(combobox()).toHaveProperty('value', 'Blueberry');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses with a click and marks the chosen option when reopened', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits onValueChange={onValueChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', {name: 'Banana'}));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', {name: 'Cherry'}));
    expect(onValueChange).toHaveBeenCalledWith('Cherry');
    expect(document.activeElement).toBe(combobox());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('option', {name: 'Cherry'}).hasAttribute('data-selected')).toBe(true);
  });

  it('drops the choice when the text is edited, keeping the free text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits defaultValue="Apple" onValueChange={onValueChange} />);
    expect(combobox()).toHaveProperty('value', 'Apple');
    await user.type(combobox(), 's');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(combobox()).toHaveProperty('value', 'Apples');
    await user.tab();
    expect(combobox()).toHaveProperty('value', 'Apples');
  });

  it('clears unchosen text on blur with requireSelection', async () => {
    const user = userEvent.setup();
    render(<Fruits requireSelection />);
    await user.type(combobox(), 'xyz');
    await user.tab();
    expect(combobox()).toHaveProperty('value', '');
    await user.type(combobox(), 'che');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    expect(combobox()).toHaveProperty('value', 'Cherry');
  });

  it('activates the first option as the list changes with autoActiveFirstOption', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits autoActiveFirstOption onValueChange={onValueChange} />);
    await user.type(combobox(), 'b');
    // Banana is disabled: the first enabled option is active.
    expect(activeOption()?.textContent).toBe('Blueberry');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('Blueberry');
  });

  it('closes on Escape, then clears the text and the choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits defaultValue="Cherry" onValueChange={onValueChange} />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveProperty('value', 'Cherry');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveProperty('value', '');
    expect(onValueChange).toHaveBeenCalledWith(null);
  });

  it('hides the panel while no option matches', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.type(combobox(), 'zz');
    await waitFor(() =>
      expect(document.querySelector('.cdk-live-announcer-element')?.textContent).toBe('No results'),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-controls')).toBeNull();
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('lets a key handler that prevents the default opt out', async () => {
    const user = userEvent.setup();
    render(
      <Fruits
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') event.preventDefault();
        }}
      />,
    );
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not open when disabled, also through its form field', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Fruit" disabled>
        <Autocomplete defaultOpen>
          <AutocompleteOption value="apple">Apple</AutocompleteOption>
        </Autocomplete>
      </FormField>,
    );
    expect(combobox()).toHaveProperty('disabled', true);
    await user.click(combobox());
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('Autocomplete with objects and groups', () => {
  interface Country {
    code: string;
    name: string;
    region: 'Europe' | 'Asia';
  }
  const COUNTRIES: Country[] = [
    {code: 'fr', name: 'France', region: 'Europe'},
    {code: 'it', name: 'Italy', region: 'Europe'},
    {code: 'jp', name: 'Japan', region: 'Asia'},
  ];

  function Countries() {
    const [country, setCountry] = useState<Country | null>(null);
    const [text, setText] = useState('');
    const shown = COUNTRIES.filter((entry) =>
      entry.name.toLowerCase().includes(text.toLowerCase()),
    );
    return (
      <main>
        <Autocomplete<Country>
          aria-label="Country"
          inputValue={text}
          onInputValueChange={setText}
          value={country}
          onValueChange={setCountry}
          displayWith={(entry) => `${entry.name} (${entry.code})`}
        >
          {(['Europe', 'Asia'] as const).map((region) => (
            <AutocompleteGroup key={region} label={region}>
              {shown
                .filter((entry) => entry.region === region)
                .map((entry) => (
                  <AutocompleteOption key={entry.code} value={entry}>
                    {entry.name}
                  </AutocompleteOption>
                ))}
            </AutocompleteGroup>
          ))}
        </Autocomplete>
        <output>{country?.code ?? 'none'}</output>
        <button type="button" onClick={() => setCountry(COUNTRIES[2]!)}>
          Reset to Japan
        </button>
      </main>
    );
  }

  it('shows named groups, and the chosen object through displayWith', async () => {
    const user = userEvent.setup();
    render(<Countries />);
    await user.click(screen.getByRole('combobox', {name: 'Country'}));
    const listbox = screen.getByRole('listbox', {name: 'Country'});
    const europe = within(listbox).getByRole('group', {name: 'Europe'});
    expect(
      within(europe)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['France', 'Italy']);
    expect(within(listbox).getByRole('group', {name: 'Asia'})).toBeTruthy();
    await expectNoAxeViolations();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('jp');
    expect(combobox()).toHaveProperty('value', 'Japan (jp)');
  });

  it('shows the text of a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Countries />);
    await user.type(combobox(), 'fr');
    await user.click(screen.getByRole('button', {name: 'Reset to Japan'}));
    expect(combobox()).toHaveProperty('value', 'Japan (jp)');
  });

  it('keeps the active option while typing leaves it in the list', async () => {
    const user = userEvent.setup();
    render(<Countries />);
    combobox().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Italy');
    fireEvent.change(combobox(), {target: {value: 'a'}});
    expect(activeOption()?.textContent).toBe('Italy');
    fireEvent.change(combobox(), {target: {value: 'j'}});
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
  });
});
