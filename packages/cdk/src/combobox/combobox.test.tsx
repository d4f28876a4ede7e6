import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState, type KeyboardEvent} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {composeEventHandlers} from '../slot';
import {
  useCombobox,
  useComboboxState,
  type ComboboxOptions,
  type ComboboxStateOptions,
} from './index';
import {expectNoAxeViolations} from '../testing';

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry'];

interface FruitPickerProps extends ComboboxStateOptions {
  fruits?: string[];
  disabledFruits?: string[];
  behaviour?: ComboboxOptions;
  hidesEmpty?: boolean;
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A popup combobox that filters fruits by what is typed. */
function FruitPicker({
  fruits = FRUITS,
  disabledFruits = ['Banana'],
  behaviour,
  hidesEmpty = false,
  onInputKeyDown,
  ...stateOptions
}: FruitPickerProps) {
  const state = useComboboxState(stateOptions);
  const query = state.inputValue.toLowerCase();
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(query));
  const combobox = useCombobox(state, {
    listboxLabel: 'Fruits',
    empty: hidesEmpty && shown.length === 0,
    ...behaviour,
  });
  const {onKeyDown, ...inputProps} = combobox.inputProps;
  return (
    <main>
      <input
        {...inputProps}
        aria-label="Fruit"
        onKeyDown={composeEventHandlers(onInputKeyDown, onKeyDown)}
      />
      {combobox.isExpanded && (
        <div {...combobox.listboxProps}>
          {shown.map((fruit) => (
            <div
              key={fruit}
              {...combobox.getOptionProps(fruit.toLowerCase(), {
                disabled: disabledFruits.includes(fruit),
              })}
            >
              {fruit}
            </div>
          ))}
        </div>
      )}
      <button type="button">After</button>
    </main>
  );
}

const input = () => screen.getByRole('combobox');
const activeOption = () =>
  document.getElementById(input().getAttribute('aria-activedescendant') ?? '');

describe('useCombobox with a popup', () => {
  it('is a collapsed combobox until something is typed', async () => {
    const user = userEvent.setup();
    render(<FruitPicker />);
    const field = screen.getByRole('combobox', {name: 'Fruit'});
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    expect(field.getAttribute('aria-controls')).toBeNull();
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, 'ap');
    const listbox = screen.getByRole('listbox', {name: 'Fruits'});
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Apple',
      'Apricot',
    ]);
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    await expectNoAxeViolations();
  });

  it('moves the active option with the arrows, keeping focus in the input', async () => {
    const user = userEvent.setup();
    render(<FruitPicker />);
    input().focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Apple');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Banana is disabled.
    expect(activeOption()?.textContent).toBe('Blueberry');
    expect(document.activeElement).toBe(input());
    expect(
      screen
        .getAllByRole('option')
        .filter((option) => option.getAttribute('aria-selected') === 'true'),
    ).toEqual([activeOption()]);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Apricot');
    await expectNoAxeViolations();
  });

  it('opens at the last option with ArrowUp, and wraps when asked', async () => {
    const user = userEvent.setup();
    render(<FruitPicker behaviour={{wrap: true}} />);
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Cherry');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Apple');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Cherry');
  });

  it('stops at the ends without wrap, and uses Home/End only when asked', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<FruitPicker />);
    input().focus();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Apple');
    await user.keyboard('{End}');
    expect(activeOption()?.textContent).toBe('Apple');
    unmount();
    render(<FruitPicker behaviour={{homeAndEnd: true}} />);
    input().focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(activeOption()?.textContent).toBe('Cherry');
    await user.keyboard('{Home}');
    expect(activeOption()?.textContent).toBe('Apple');
  });

  it('chooses the active option with Enter: value, input text, closed popup', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onChoose = vi.fn();
    render(<FruitPicker onValueChange={onValueChange} behaviour={{onChoose}} />);
    await user.type(input(), 'b');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Blueberry');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('blueberry');
    expect(onChoose).toHaveBeenCalledWith('blueberry');
    expect(input()).toHaveProperty('value', 'Blueberry');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('leaves Enter alone when no option is active', () => {
    render(<FruitPicker defaultOpen />);
    const enter = fireEvent.keyDown(input(), {key: 'Enter'});
    expect(enter).toBe(true);
  });

  it('closes on the first Escape and clears the input on the second', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FruitPicker defaultValue="cherry" onValueChange={onValueChange} />);
    await user.type(input(), 'ch');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(fireEvent.keyDown(input(), {key: 'Escape'})).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input()).toHaveProperty('value', 'ch');
    expect(fireEvent.keyDown(input(), {key: 'Escape'})).toBe(false);
    expect(input()).toHaveProperty('value', '');
    expect(onValueChange).toHaveBeenCalledWith(null);
    // Nothing left to do: the Escape goes on to whatever contains the combobox.
    expect(fireEvent.keyDown(input(), {key: 'Escape'})).toBe(true);
  });

  it('stays collapsed while the list is empty, and shows again when options match', async () => {
    const user = userEvent.setup();
    render(<FruitPicker hidesEmpty />);
    await user.type(input(), 'x');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Backspace}');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.type(input(), 'x');
    // Escape with nothing shown goes straight to clearing the text.
    await user.keyboard('{Escape}');
    expect(input()).toHaveProperty('value', '');
  });

  it('opens with Alt+ArrowDown without an active option and closes with Alt+ArrowUp', async () => {
    const user = userEvent.setup();
    render(<FruitPicker />);
    input().focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the pointer and chooses on click, keeping focus in the input', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FruitPicker onValueChange={onValueChange} />);
    await user.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const apricot = screen.getByRole('option', {name: 'Apricot'});
    fireEvent.pointerMove(apricot);
    expect(activeOption()).toBe(apricot);
    fireEvent.pointerMove(screen.getByRole('option', {name: 'Banana'}));
    expect(activeOption()).toBe(apricot);
    await user.click(screen.getByRole('option', {name: 'Banana'}));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(apricot);
    expect(onValueChange).toHaveBeenCalledWith('apricot');
    expect(document.activeElement).toBe(input());
    expect(input()).toHaveProperty('value', 'Apricot');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes when focus leaves the input', async () => {
    const user = userEvent.setup();
    render(<FruitPicker />);
    await user.click(input());
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('lets a handler that prevents the default opt out of the built-in keys', async () => {
    const user = userEvent.setup();
    render(
      <FruitPicker
        onInputKeyDown={(event) => {
          if (event.key === 'ArrowDown') event.preventDefault();
        }}
      />,
    );
    input().focus();
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<FruitPicker behaviour={{disabled: true}} defaultOpen />);
    expect(input()).toHaveProperty('disabled', true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await user.click(input());
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('useComboboxState', () => {
  it('works controlled: input text, open state and chosen key come from the owner', async () => {
    function Controlled() {
      const [text, setText] = useState('');
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <FruitPicker
            inputValue={text}
            onInputValueChange={(next) => setText(next.toUpperCase())}
            value={value}
            onValueChange={setValue}
          />
          <output>{value ?? 'none'}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(input(), 'ch');
    expect(input()).toHaveProperty('value', 'CH');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('cherry');
    expect(input()).toHaveProperty('value', 'CHERRY');
  });

  it('works uncontrolled from defaults, marking the chosen option', async () => {
    const user = userEvent.setup();
    render(<FruitPicker defaultInputValue="a" defaultValue="apple" defaultOpen />);
    expect(input()).toHaveProperty('value', 'a');
    const apple = screen.getByRole('option', {name: 'Apple'});
    expect(apple.hasAttribute('data-selected')).toBe(true);
    await user.click(screen.getByRole('option', {name: 'Banana'}));
    expect(apple.hasAttribute('data-selected')).toBe(true);
  });
});

describe('a list that changes under the active option', () => {
  function Changing(props: {fruits: string[]; behaviour?: ComboboxOptions}) {
    return <FruitPicker defaultOpen disabledFruits={[]} {...props} />;
  }

  it('keeps the active option while it is in the list, else clears it', async () => {
    const user = userEvent.setup();
    const {rerender} = render(<Changing fruits={FRUITS} />);
    input().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Apricot');
    rerender(<Changing fruits={['Cherry', 'Apricot']} />);
    expect(activeOption()?.textContent).toBe('Apricot');
    rerender(<Changing fruits={['Cherry']} />);
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Cherry');
  });

  it('activates the first option on every change with autoActiveFirstOption', async () => {
    const user = userEvent.setup();
    const behaviour = {autoActiveFirstOption: true};
    const {rerender} = render(<Changing fruits={FRUITS} behaviour={behaviour} />);
    expect(activeOption()?.textContent).toBe('Apple');
    input().focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Apricot');
    rerender(<Changing fruits={['Cherry', 'Apricot']} behaviour={behaviour} />);
    expect(activeOption()?.textContent).toBe('Cherry');
    rerender(<Changing fruits={[]} behaviour={behaviour} />);
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('announces the number of results politely while the input has focus', async () => {
    vi.useFakeTimers();
    try {
      const {rerender} = render(<Changing fruits={FRUITS} />);
      input().focus();
      rerender(<Changing fruits={['Apple', 'Cherry']} />);
      await act(() => vi.advanceTimersByTimeAsync(150));
      const region = document.querySelector('.cdk-live-announcer-element');
      expect(region?.getAttribute('aria-live')).toBe('polite');
      expect(region?.textContent).toBe('2 results');
      rerender(<Changing fruits={[]} />);
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(region?.textContent).toBe('No results');
    } finally {
      vi.useRealTimers();
    }
  });
});
