import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useMemo} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {expectNoAxeViolations} from '../testing';
import {useSelect, useSelectState, type SelectStateOptions} from './index';

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry'];

interface FruitSelectProps extends Partial<SelectStateOptions<string>> {
  disabledFruits?: string[];
  grouped?: boolean;
}

/** A headless select-only combobox of fruits, with the chosen ones shown in the trigger. */
function FruitSelect({disabledFruits = ['Banana'], grouped = false, ...options}: FruitSelectProps) {
  const items = useMemo(
    () =>
      FRUITS.map((fruit) => ({
        value: fruit.toLowerCase(),
        text: fruit,
        disabled: disabledFruits.includes(fruit),
      })),
    [disabledFruits],
  );
  const state = useSelectState({items, ...options});
  const select = useSelect(state, {listboxLabel: 'Fruits'});
  const renderOption = (index: number) => (
    <div key={index} {...select.getOptionProps(index)}>
      {items[index]!.text}
    </div>
  );
  return (
    <main>
      <div {...select.triggerProps} aria-label="Fruit">
        <span {...select.valueProps}>
          {state.selectedIndexes.map((index) => items[index]!.text).join(', ')}
        </span>
      </div>
      {state.isOpen && (
        <div {...select.listboxProps}>
          {grouped ? (
            <div {...select.getGroupProps(0)}>
              <div {...select.getGroupLabelProps(0)}>Fruits with A</div>
              {[0, 1].map(renderOption)}
            </div>
          ) : null}
          {(grouped ? [2, 3, 4] : [0, 1, 2, 3, 4]).map(renderOption)}
        </div>
      )}
      <button>After</button>
    </main>
  );
}

const trigger = () => screen.getByRole('combobox', {name: 'Fruit'});
const active = () => document.getElementById(trigger().getAttribute('aria-activedescendant') ?? '');

describe('useSelect', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wires the trigger to the listbox and its options', async () => {
    const user = userEvent.setup();
    render(<FruitSelect defaultValue={['cherry']} grouped />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().hasAttribute('aria-controls')).toBe(false);
    expect(trigger().tabIndex).toBe(0);
    expect(trigger().textContent).toBe('Cherry');
    await user.click(trigger());
    const listbox = screen.getByRole('listbox', {name: 'Fruits'});
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(listbox.id);
    expect(active()?.textContent).toBe('Cherry');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    expect(active()?.hasAttribute('data-active')).toBe(true);
    expect(active()?.hasAttribute('data-selected')).toBe(true);
    expect(screen.getByRole('option', {name: 'Banana'}).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('group', {name: 'Fruits with A'})).toBeTruthy();
    expect(document.activeElement).toBe(trigger());
    await expectNoAxeViolations();
  });

  it('opens with the arrows, Enter, Space, Home and End, and moves past disabled options', async () => {
    const user = userEvent.setup();
    render(<FruitSelect />);
    trigger().focus();
    await user.keyboard('{End}');
    expect(active()?.textContent).toBe('Cherry');
    await user.keyboard('{Escape}{Home}');
    expect(active()?.textContent).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Blueberry');
    await user.keyboard('{ArrowUp}');
    expect(active()?.textContent).toBe('Apricot');
    await user.keyboard('{Enter}');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().textContent).toBe('Apricot');
    await user.keyboard(' ');
    expect(active()?.textContent).toBe('Apricot');
    await user.keyboard('{Escape}{ArrowUp}');
    expect(active()?.textContent).toBe('Apricot');
  });

  it('closes on Escape without choosing, on Alt+ArrowUp and Tab choosing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FruitSelect onValueChange={onValueChange} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(onValueChange).toHaveBeenLastCalledWith(['apricot']);
    await user.keyboard('{ArrowDown}{End}');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(['cherry']);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('chooses by typing while closed, and moves by typing while open', async () => {
    vi.useFakeTimers();
    render(<FruitSelect />);
    fireEvent.keyDown(trigger(), {key: 'b'});
    // Banana is disabled.
    expect(trigger().textContent).toBe('Blueberry');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.keyDown(trigger(), {key: 'a'});
    expect(trigger().textContent).toBe('Apple');
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.keyDown(trigger(), {key: 'ArrowDown'});
    fireEvent.keyDown(trigger(), {key: 'c'});
    expect(active()?.textContent).toBe('Cherry');
    expect(trigger().textContent).toBe('Apple');
  });

  it('opens at the typed option in a multiple select and keeps it open while choosing', async () => {
    vi.useFakeTimers();
    const onValueChange = vi.fn();
    render(<FruitSelect multiple defaultValue={['cherry']} onValueChange={onValueChange} />);
    fireEvent.keyDown(trigger(), {key: 'b'});
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(active()?.textContent).toBe('Blueberry');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.keyDown(trigger(), {key: 'Enter'});
    expect(onValueChange).toHaveBeenLastCalledWith(['blueberry', 'cherry']);
    fireEvent.keyDown(trigger(), {key: 'Home'});
    fireEvent.keyDown(trigger(), {key: ' '});
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'blueberry', 'cherry']);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(trigger().textContent).toBe('Apple, Blueberry, Cherry');
  });

  it('chooses with the pointer, follows it, and ignores disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FruitSelect onValueChange={onValueChange} />);
    await user.click(trigger());
    await user.hover(screen.getByRole('option', {name: 'Blueberry'}));
    expect(active()?.textContent).toBe('Blueberry');
    await user.hover(screen.getByRole('option', {name: 'Banana'}));
    expect(active()?.textContent).toBe('Blueberry');
    await user.click(screen.getByRole('option', {name: 'Banana'}));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', {name: 'Cherry'}));
    expect(onValueChange).toHaveBeenLastCalledWith(['cherry']);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('scrolls the active option into view', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    try {
      const user = userEvent.setup();
      render(<FruitSelect defaultValue={['blueberry']} />);
      trigger().focus();
      await user.keyboard('{ArrowDown}');
      expect(scrolled).toEqual(['Blueberry']);
      await user.keyboard('{ArrowDown}');
      expect(scrolled).toEqual(['Blueberry', 'Cherry']);
      expect(scrollIntoView).toHaveBeenLastCalledWith({block: 'nearest'});
    } finally {
      delete (HTMLElement.prototype as {scrollIntoView?: unknown}).scrollIntoView;
    }
  });

  it('scrolls the active option into view on opening once the listbox has its size', async () => {
    const scrolled: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.textContent ?? '');
      },
    });
    // A stand-in for the browser's observer: the test says when the listbox is laid out.
    const observers = new Set<{report: () => void}>();
    class FakeResizeObserver {
      private readonly entry = {report: () => this.callback([], this as never)};
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        observers.add(this.entry);
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.entry);
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const laidOut = () => act(() => observers.forEach((observer) => observer.report()));
    try {
      const user = userEvent.setup();
      render(<FruitSelect defaultValue={['blueberry']} />);
      trigger().focus();
      await user.keyboard('{ArrowDown}');
      // Not before the listbox has a size: its popup may not be placed yet.
      expect(scrolled).toEqual([]);
      expect(observers.size).toBe(1);
      laidOut();
      expect(scrolled).toEqual(['Blueberry']);
      // Moving the active option scrolls at once; a new size (a smaller popup) scrolls again.
      await user.keyboard('{ArrowDown}');
      expect(scrolled).toEqual(['Blueberry', 'Cherry']);
      laidOut();
      expect(scrolled).toEqual(['Blueberry', 'Cherry', 'Cherry']);
      await user.keyboard('{Escape}');
      expect(observers.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
      delete (HTMLElement.prototype as {scrollIntoView?: unknown}).scrollIntoView;
    }
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<FruitSelect disabled />);
    expect(trigger().tabIndex).toBe(-1);
    expect(trigger().getAttribute('aria-disabled')).toBe('true');
    await user.click(trigger());
    fireEvent.keyDown(trigger(), {key: 'ArrowDown'});
    fireEvent.keyDown(trigger(), {key: 'c'});
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('');
  });
});
