import {act, renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {manualLoad} from '../runtime/manual-load.test-utils';
import {lazyMenuFailureMessage, useLazyMenu} from './lazy-menu';

let menus = 0;

/** A module load that the test settles by hand, and a key of its own for it (see `loadOnce`). */
function manualMenuLoad() {
  return {key: `test-menu-${++menus}`, ...manualLoad<{name: string}>()};
}

describe('useLazyMenu', () => {
  it('opens once the content has loaded, and at once after that', async () => {
    const {key, load, settle} = manualMenuLoad();
    const {result} = renderHook(() => useLazyMenu(key, load));
    act(() => result.current.onOpenChange(true));
    expect(result.current.open).toBe(false);
    expect(result.current.module).toBeNull();

    await act(async () => settle.resolve({name: 'menu'}));
    expect(result.current.open).toBe(true);
    expect(result.current.module).toEqual({name: 'menu'});

    act(() => result.current.onOpenChange(false));
    act(() => result.current.onOpenChange(true));
    expect(result.current.open).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once for a preload and an opening that follows it', async () => {
    const {key, load, settle} = manualMenuLoad();
    const {result} = renderHook(() => useLazyMenu(key, load));
    act(() => result.current.preload());
    act(() => result.current.onOpenChange(true));
    await act(async () => settle.resolve({name: 'menu'}));
    expect(result.current.open).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the content could not load, and tries again on the next opening', async () => {
    const {key, load, settle} = manualMenuLoad();
    const {result} = renderHook(() => useLazyMenu(key, load));
    act(() => result.current.onOpenChange(true));
    await act(async () => settle.reject(new TypeError('Failed to fetch')));
    expect(result.current.failure).toBe('try-again');
    expect(result.current.open).toBe(false);

    act(() => result.current.onOpenChange(true));
    expect(result.current.failure).toBeNull();
    await act(async () => settle.resolve({name: 'menu'}));
    expect(result.current.open).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for a page load when the content fails again, as some browsers remember the failure', async () => {
    const {key, load, settle} = manualMenuLoad();
    const {result} = renderHook(() => useLazyMenu(key, load));
    for (const expected of ['try-again', 'reload', 'reload'] as const) {
      act(() => result.current.onOpenChange(true));
      await act(async () =>
        settle.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      expect(result.current.failure).toBe(expected);
    }
    // A later success still opens the menu and clears the message.
    act(() => result.current.onOpenChange(true));
    await act(async () => settle.resolve({name: 'menu'}));
    expect(result.current.open).toBe(true);
    expect(result.current.failure).toBeNull();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('words the failure for the menu it belongs to', () => {
    expect(lazyMenuFailureMessage('theme', null)).toBe('');
    expect(lazyMenuFailureMessage('theme', 'try-again')).toBe(
      'The theme menu could not be loaded. Check your connection, then try again.',
    );
    expect(lazyMenuFailureMessage('version', 'reload')).toBe(
      'The version menu could not be loaded. Check your connection, then reload the page.',
    );
  });
});
