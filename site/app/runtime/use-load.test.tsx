import {act, renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {loadOnce} from './load-once';
import {useLoad} from './use-load';
import {manualLoad} from './manual-load.test-utils';

describe('useLoad', () => {
  it('is loading, then ready with the value', async () => {
    const {load, settle} = manualLoad<string>();
    const {result} = renderHook(() => useLoad('use-ready', load));
    expect(result.current[0]).toEqual({status: 'loading'});
    await act(async () => settle.resolve('engine'));
    expect(result.current[0]).toEqual({status: 'ready', value: 'engine'});
  });

  it('shares the load with every other reader of its key', async () => {
    const {load, settle} = manualLoad<string>();
    const first = renderHook(() => useLoad('use-shared', load));
    const second = renderHook(() => useLoad('use-shared', load));
    await act(async () => settle.resolve('index'));
    expect(first.result.current[0]).toEqual({status: 'ready', value: 'index'});
    expect(second.result.current[0]).toEqual({status: 'ready', value: 'index'});
    expect(await loadOnce('use-shared', load)).toBe('index');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the key is null', async () => {
    const {load, settle} = manualLoad<string>();
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
    const {load, settle} = manualLoad<string>();
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
    const before = manualLoad<string>();
    const after = manualLoad<string>();
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
