import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useControllableState} from './use-controllable-state';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const {result} = renderHook(() => useControllableState({defaultValue: false, onChange}));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('follows the prop when controlled and only asks for changes', () => {
    const onChange = vi.fn();
    const {result, rerender} = renderHook(
      ({value}) => useControllableState({value, defaultValue: false, onChange}),
      {initialProps: {value: false}},
    );
    act(() => result.current[1]((previous) => !previous));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(result.current[0]).toBe(false);
    rerender({value: true});
    expect(result.current[0]).toBe(true);
  });

  it('does not report a value that did not change', () => {
    const onChange = vi.fn();
    const {result} = renderHook(() => useControllableState({defaultValue: 1, onChange}));
    act(() => result.current[1](1));
    expect(onChange).not.toHaveBeenCalled();
  });
});
