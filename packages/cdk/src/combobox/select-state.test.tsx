import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useSelectState, type SelectItem, type SelectStateOptions} from './index';

const item = (value: string, disabled = false): SelectItem<string> => ({
  value,
  text: value,
  disabled,
});
const ITEMS = [item('apple'), item('banana', true), item('cherry'), item('date')];

const setup = (options: Partial<SelectStateOptions<string>> = {}) =>
  renderHook((props: SelectStateOptions<string>) => useSelectState(props), {
    initialProps: {items: ITEMS, ...options},
  });

describe('useSelectState', () => {
  it('replaces the chosen value in a single select and ignores disabled options', () => {
    const onValueChange = vi.fn();
    const {result} = setup({defaultValue: ['apple'], onValueChange});
    expect(result.current.selectedIndexes).toEqual([0]);
    act(() => result.current.choose(2));
    expect(result.current.value).toEqual(['cherry']);
    expect(result.current.isSelected(2)).toBe(true);
    expect(result.current.isSelected(0)).toBe(false);
    expect(onValueChange).toHaveBeenLastCalledWith(['cherry']);
    act(() => result.current.choose(1));
    expect(result.current.value).toEqual(['cherry']);
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('adds and takes back options in a multiple select, keeping option order', () => {
    const {result} = setup({multiple: true, defaultValue: ['date']});
    act(() => result.current.choose(0));
    expect(result.current.value).toEqual(['apple', 'date']);
    act(() => result.current.choose(2));
    expect(result.current.value).toEqual(['apple', 'cherry', 'date']);
    act(() => result.current.choose(3));
    expect(result.current.value).toEqual(['apple', 'cherry']);
    expect(result.current.selectedIndexes).toEqual([0, 2]);
  });

  it('follows a controlled value, compared with compareWith', () => {
    const onValueChange = vi.fn();
    const {result, rerender} = setup({value: ['CHERRY'], onValueChange});
    expect(result.current.selectedIndexes).toEqual([]);
    const compareWith = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    rerender({items: ITEMS, value: ['CHERRY'], onValueChange, compareWith});
    expect(result.current.selectedIndexes).toEqual([2]);
    act(() => result.current.choose(0));
    expect(onValueChange).toHaveBeenLastCalledWith(['apple']);
    // Controlled: nothing changes until the owner passes the new value.
    expect(result.current.selectedIndexes).toEqual([2]);
  });

  it('opens at the chosen option, the first or the last enabled one, or where it was', () => {
    const {result} = setup({
      items: [item('apple', true), item('banana'), item('cherry'), item('date', true)],
      defaultValue: ['cherry'],
    });
    expect(result.current.isOpen).toBe(false);
    expect(result.current.activeIndex).toBe(-1);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(result.current.activeIndex).toBe(2);
    act(() => result.current.open('first'));
    expect(result.current.activeIndex).toBe(1);
    act(() => result.current.open('last'));
    expect(result.current.activeIndex).toBe(2);
    act(() => result.current.setActiveIndex(1));
    act(() => result.current.open(null));
    expect(result.current.activeIndex).toBe(1);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(result.current.activeIndex).toBe(-1);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
  });

  it('opens at the first enabled option when nothing is chosen', () => {
    const {result} = setup({items: [item('apple', true), item('banana')]});
    act(() => result.current.open());
    expect(result.current.activeIndex).toBe(1);
  });

  it('reports open changes to a controlled owner', () => {
    const onOpenChange = vi.fn();
    const {result} = setup({open: false, onOpenChange});
    act(() => result.current.open());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(result.current.isOpen).toBe(false);
  });

  it('neither opens nor shows open while disabled', () => {
    const {result, rerender} = setup({defaultOpen: true});
    expect(result.current.isOpen).toBe(true);
    rerender({items: ITEMS, defaultOpen: true, disabled: true});
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.close());
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(false);
  });
});
