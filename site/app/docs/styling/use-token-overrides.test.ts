import {act, renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {useTokenOverrides} from './use-token-overrides';

describe('useTokenOverrides', () => {
  it('sets, counts, clears with an empty value, and resets', () => {
    const {result} = renderHook(() => useTokenOverrides());
    expect(result.current.count).toBe(0);
    act(() => result.current.setOverride('--mat-a-color', '#ff0000'));
    act(() => result.current.setOverride('--mat-a-height', '48px'));
    expect(result.current.overrides).toEqual({
      '--mat-a-color': '#ff0000',
      '--mat-a-height': '48px',
    });
    expect(result.current.count).toBe(2);

    act(() => result.current.setOverride('--mat-a-height', '  '));
    expect(result.current.overrides).toEqual({'--mat-a-color': '#ff0000'});

    act(() => result.current.reset());
    expect(result.current.overrides).toEqual({});
    expect(result.current.count).toBe(0);
  });

  it('keeps the same state when nothing changes, so the examples do not re-render', () => {
    const {result} = renderHook(() => useTokenOverrides());
    act(() => result.current.setOverride('--mat-a-color', '#ff0000'));
    const before = result.current.overrides;
    act(() => result.current.setOverride('--mat-a-color', '#ff0000'));
    act(() => result.current.setOverride('--mat-b-color', ''));
    expect(result.current.overrides).toBe(before);
  });
});
