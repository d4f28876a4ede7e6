import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useSelectedValues, type UseSelectedValuesOptions} from './use-selected-values';

const setup = (options: UseSelectedValuesOptions<string>) =>
  renderHook((props: UseSelectedValuesOptions<string>) => useSelectedValues(props), {
    initialProps: options,
  });

describe('useSelectedValues', () => {
  it('adds and removes values with multiple selection', () => {
    const {result} = setup({multiple: true, defaultValue: ['a']});
    act(() => result.current.toggle('b'));
    expect(result.current.selected).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    expect(result.current.selected).toEqual(['b']);
    expect(result.current.isSelected('b')).toBe(true);
    expect(result.current.isSelected('a')).toBe(false);
  });

  it('replaces the value with single selection, and clears it when deselectable', () => {
    const {result} = setup({});
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('b'));
    expect(result.current.selected).toEqual(['b']);
    act(() => result.current.toggle('b'));
    expect(result.current.selected).toEqual([]);
  });

  it('keeps the single selected value when it is not deselectable, like a radio button', () => {
    const {result} = setup({deselectable: false, defaultValue: ['a']});
    act(() => result.current.toggle('a'));
    expect(result.current.selected).toEqual(['a']);
  });

  it('reports changes and follows a controlled value', () => {
    const onValueChange = vi.fn();
    const {result, rerender} = setup({multiple: true, value: ['a'], onValueChange});
    act(() => result.current.toggle('b'));
    expect(onValueChange).toHaveBeenCalledWith(['a', 'b']);
    expect(result.current.selected).toEqual(['a']);
    rerender({multiple: true, value: ['c'], onValueChange});
    expect(result.current.selected).toEqual(['c']);
    act(() => result.current.setSelected([]));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });
});
