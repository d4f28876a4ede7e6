import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {loadOnce} from './load-once';
import {useLoad} from './use-load';

/** A load that the test settles by hand, a new promise for each call. */
function manualLoad() {
  const settle: {resolve: (value: string) => void; reject: (error: Error) => void} = {
    resolve: () => {},
    reject: () => {},
  };
  const load = vi.fn(
    () => new Promise<string>((resolve, reject) => Object.assign(settle, {resolve, reject})),
  );
  return {load, settle};
}

describe('useLoad', () => {
  it('is loading, then ready with the value', async () => {
    const {load, settle} = manualLoad();
    const {result} = renderHook(() => useLoad('use-ready', load));
    expect(result.current[0]).toEqual({status: 'loading'});
    await act(async () => settle.resolve('engine'));
    expect(result.current[0]).toEqual({status: 'ready', value: 'engine'});
  });

  it('shares the load with every other reader of its key', async () => {
    const {load, settle} = manualLoad();
    const first = renderHook(() => useLoad('use-shared', load));
    const second = renderHook(() => useLoad('use-shared', load));
    await act(async () => settle.resolve('index'));
    expect(first.result.current[0]).toEqual({status: 'ready', value: 'index'});
    expect(second.result.current[0]).toEqual({status: 'ready', value: 'index'});
    expect(await loadOnce('use-shared', load)).toBe('index');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the key is null', async () => {
    const {load, settle} = manualLoad();
    const {result, rerender} = renderHook(({key}) => useLoad(key, load), {
      initialProps: {key: null as string | null},
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current[0]).toEqual({status: 'loading'});
    rerender({key: 'use-waits'});
    await act(async () => settle.resolve('results'));
    expect(result.current[0]).toEqual({status: 'ready', value: 'results'});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure when it reads again by itself, and tries again on retry', async () => {
    const {load, settle} = manualLoad();
    const {result, rerender, unmount} = renderHook(() => useLoad('use-retry', load));
    await act(async () => settle.reject(new TypeError('Failed to fetch')));
    expect(result.current[0]).toEqual({status: 'failed'});

    // Renders and a new reader of the key get the failure, with no new request.
    rerender();
    const again = renderHook(() => useLoad('use-retry', load));
    await act(async () => {});
    expect(again.result.current[0]).toEqual({status: 'failed'});
    expect(load).toHaveBeenCalledTimes(1);
    again.unmount();

    act(() => result.current[1]());
    expect(result.current[0]).toEqual({status: 'loading'});
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle.resolve('engine'));
    expect(result.current[0]).toEqual({status: 'ready', value: 'engine'});
    unmount();
  });

  it('drops the result of a key it no longer reads', async () => {
    const before = manualLoad();
    const after = manualLoad();
    const {result, rerender} = renderHook(({key, load}) => useLoad(key, load), {
      initialProps: {key: 'use-before', load: before.load},
    });
    rerender({key: 'use-after', load: after.load});
    await act(async () => before.settle.resolve('old results'));
    expect(result.current[0]).toEqual({status: 'loading'});
    await act(async () => after.settle.resolve('new results'));
    expect(result.current[0]).toEqual({status: 'ready', value: 'new results'});
  });
});
