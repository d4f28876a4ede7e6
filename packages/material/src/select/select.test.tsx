import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {OptGroup, Option, Select, type SelectProps, type SingleSelectProps} from './index';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

function Fruits(props: Partial<SelectProps<string>> & {hint?: string; error?: string}) {
  const {hint, error, ...selectProps} = props;
  return (
    <main>
      <FormField label="Fruit" hint={hint} error={error}>
        <Select {...(selectProps as SingleSelectProps<string>)}>
          <Option value="apple">Apple</Option>
          <Option value="banana" disabled>
            Banana
          </Option>
          <Option value="blueberry">Blueberry</Option>
          <Option value="cherry">Cherry</Option>
        </Select>
      </FormField>
      <button>After</button>
    </main>
  );
}

const combobox = () => screen.getByRole('combobox');
const activeOption = () =>
  document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

describe('Select', () => {
  it('is a labelled, collapsed combobox with hint and error wiring', async () => {
    render(<Fruits hint="Pick one" />);
    const trigger = screen.getByRole('combobox', {name: 'Fruit'});
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger.getAttribute('aria-controls')).toBeNull();
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pick one',
    );
    await expectNoAxeViolations();
  });

  it('is named by the field label through aria-labelledby, which has no for to point at a div', async () => {
    render(<Fruits />);
    const label = document.querySelector('label')!;
    expect(label.textContent).toBe('Fruit');
    // Only form elements are labelable: a `for` naming the trigger would be invalid and ignored.
    expect(label.hasAttribute('for')).toBe(false);
    expect(combobox().getAttribute('aria-labelledby')).toBe(label.id);
    expect(screen.getByRole('combobox', {name: 'Fruit'})).toBe(combobox());
  });

  it('marks itself invalid when the field has an error', () => {
    render(<Fruits error="Choose a fruit" />);
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combobox().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose a fruit',
    );
  });

  it('opens on click, picks an option and closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits onValueChange={onValueChange} />);
    await user.click(combobox());
    const listbox = screen.getByRole('listbox', {name: 'Fruit'});
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('option', {name: 'Cherry'}));
    expect(onValueChange).toHaveBeenCalledWith('cherry');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().textContent).toBe('Cherry');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().closest('.mat-form-field')?.hasAttribute('data-floating')).toBe(true);
  });

  it('moves the active option with the keyboard, skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Apple');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Blueberry');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{End}');
    expect(activeOption()?.textContent).toBe('Cherry');
    await user.keyboard('{Home}');
    expect(activeOption()?.textContent).toBe('Apple');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Blueberry');
    // Reopening starts at the chosen option.
    await user.keyboard(' ');
    expect(activeOption()?.textContent).toBe('Blueberry');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
  });

  it('closes on Escape without choosing, and on Alt+ArrowUp choosing', async () => {
    const user = userEvent.setup();
    render(<Fruits defaultValue="apple" />);
    combobox().focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Blueberry');
  });

  it('chooses the active option on Tab and moves on', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    combobox().focus();
    await user.keyboard('{ArrowDown}{End}');
    await user.tab();
    expect(combobox().textContent).toBe('Cherry');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('picks options by typing while closed and moves to them while open', async () => {
    vi.useFakeTimers();
    try {
      render(<Fruits />);
      const trigger = combobox();
      fireEvent.keyDown(trigger, {key: 'c'});
      expect(trigger.textContent).toBe('Cherry');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      await act(() => vi.advanceTimersByTimeAsync(600));
      fireEvent.keyDown(trigger, {key: 'ArrowDown'});
      fireEvent.keyDown(trigger, {key: 'b'});
      // Banana is disabled, so typing goes to Blueberry.
      expect(activeOption()?.textContent).toBe('Blueberry');
      expect(trigger.textContent).toBe('Cherry');
    } finally {
      vi.useRealTimers();
    }
  });

  it('chooses several options, staying open, with check boxes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits multiple defaultValue={['cherry']} onValueChange={onValueChange} />);
    await user.click(combobox());
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await user.click(screen.getByRole('option', {name: 'Apple'}));
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'cherry']);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['cherry']);
    await user.keyboard('{End} ');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    await expectNoAxeViolations();
  });

  it('ignores clicks on disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits onValueChange={onValueChange} />);
    await user.click(combobox());
    const banana = screen.getByRole('option', {name: 'Banana'});
    expect(banana.getAttribute('aria-disabled')).toBe('true');
    await user.click(banana);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('works standalone with aria-label, groups, compareWith and a hidden input', async () => {
    interface Size {
      code: string;
    }
    function Sizes() {
      const [size, setSize] = useState<Size | null>({code: 'm'});
      return (
        <form aria-label="Order">
          <Select<Size>
            aria-label="Size"
            name="size"
            value={size}
            onValueChange={setSize}
            compareWith={(a, b) => a.code === b.code}
            renderValue={([value]) => value?.code.toUpperCase()}
          >
            <OptGroup label="Small">
              <Option value={{code: 's'}}>Small</Option>
            </OptGroup>
            <OptGroup label="Large">
              <Option value={{code: 'm'}}>Medium</Option>
              <Option value={{code: 'l'}}>Large</Option>
            </OptGroup>
          </Select>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Sizes />);
    const trigger = screen.getByRole('combobox', {name: 'Size'});
    expect(trigger.textContent).toBe('M');
    const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"][name="size"]');
    expect(hidden?.value).toBe('[object Object]');
    await user.click(trigger);
    expect(screen.getByRole('group', {name: 'Large'})).toBeTruthy();
    expect(screen.getByRole('option', {name: 'Medium'}).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('option', {name: 'Small'}));
    expect(trigger.textContent).toBe('S');
  });

  it('submits string values through the hidden input and shows a placeholder', () => {
    render(<Fruits name="fruit" placeholder="None" defaultValue="cherry" />);
    expect(document.querySelector<HTMLInputElement>('input[name="fruit"]')?.value).toBe('cherry');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Fruits disabled placeholder="None" />);
    expect(combobox().getAttribute('aria-disabled')).toBe('true');
    expect(combobox().tabIndex).toBe(-1);
    await user.click(combobox());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens when the form field container is clicked', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(combobox().closest('.mat-form-field-container')!);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(document.activeElement).toBe(combobox());
  });

  it('makes its panel ready, hidden, when the pointer reaches the field, and opens that panel', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    expect(document.querySelector('.mat-select-panel')).toBeNull();
    await user.hover(combobox().closest('.mat-form-field-container')!);
    const panel = document.querySelector<HTMLElement>('.mat-select-panel');
    expect(panel?.closest<HTMLElement>('.cdk-overlay-pane')?.style.visibility).toBe('hidden');
    // Hidden, it is no listbox to anyone yet, and the trigger does not point at it.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('aria-controls')).toBeNull();
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBe(panel);
    expect(combobox().getAttribute('aria-controls')).toBe(panel!.id);
  });

  it('makes its panel ready when focus reaches it, but not while disabled', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Fruits disabled />);
    await user.hover(combobox());
    expect(document.querySelector('.mat-select-panel')).toBeNull();
    unmount();
    render(<Fruits />);
    await user.tab();
    expect(document.activeElement).toBe(combobox());
    expect(document.querySelector('.mat-select-panel')).not.toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
