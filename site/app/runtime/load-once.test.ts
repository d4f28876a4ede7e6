import {describe, expect, it, vi} from 'vitest';
import {forgetFailedLoads, loadOnce, preload} from './load-once';
import {manualLoad} from './manual-load.test-utils';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /a.js');

describe('loadOnce', () => {
  it('starts each key once and shares it, pending and done', async () => {
    const {load, settle} = manualLoad<string>();
    const first = loadOnce('shared', load);
    expect(loadOnce('shared', load)).toBe(first);
    settle.resolve('menu');
    expect(await first).toBe('menu');
    expect(loadOnce('shared', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load until the failures are forgotten, then tries again', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('API of Menu');
    const failed = loadOnce('test-retry', loader);
    await expect(failed).rejects.toThrow('Failed to fetch');
    // Reading it again (as a retried render does) gives the same failure, with no new request.
    expect(loadOnce('test-retry', loader)).toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);

    forgetFailedLoads();
    expect(await loadOnce('test-retry', loader)).toBe('API of Menu');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('forgets the failed load of one key, and no other load', async () => {
    const failing = vi.fn(() => Promise.reject(chunkError()));
    const other = vi.fn(() => Promise.reject(chunkError()));
    const done = vi.fn(() => Promise.resolve('done'));
    const pending = manualLoad<string>();
    await expect(loadOnce('one-failed', failing)).rejects.toThrow();
    await expect(loadOnce('other-failed', other)).rejects.toThrow();
    await loadOnce('one-done', done);
    const inFlight = loadOnce('one-pending', pending.load);

    forgetFailedLoads('one-failed');
    forgetFailedLoads('one-done');
    forgetFailedLoads('one-pending');
    await expect(loadOnce('one-failed', failing)).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
    await expect(loadOnce('other-failed', other)).rejects.toThrow();
    expect(other).toHaveBeenCalledTimes(1);
    await loadOnce('one-done', done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(loadOnce('one-pending', pending.load)).toBe(inFlight);
    expect(pending.load).toHaveBeenCalledTimes(1);
  });

  it('keeps every pending and done load when all failures are forgotten', async () => {
    const pending = manualLoad<string>();
    const inFlight = loadOnce('all-pending', pending.load);
    forgetFailedLoads();
    expect(loadOnce('all-pending', pending.load)).toBe(inFlight);
    // A failure that comes after the forgetting is kept, as any other.
    pending.settle.reject(chunkError());
    await expect(inFlight).rejects.toThrow();
    expect(loadOnce('all-pending', pending.load)).toBe(inFlight);
    expect(pending.load).toHaveBeenCalledTimes(1);
  });
});

describe('preload', () => {
  it('shares the load with the asks that follow and resolves with its value', async () => {
    const {load, settle} = manualLoad<string>();
    const preloaded = preload('preload-done', load);
    const asked = loadOnce('preload-done', load);
    settle.resolve('themes');
    expect(await preloaded).toBe('themes');
    expect(await asked).toBe('themes');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets its failure at once, so the ask it prepared for tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce('versions');
    await expect(preload('preload-failed', load)).resolves.toBeUndefined();
    expect(await loadOnce('preload-failed', load)).toBe('versions');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts no request for a load that failed already, and forgets that failure', async () => {
    const load = vi.fn(() => Promise.reject(chunkError()));
    await expect(loadOnce('asked-failed', load)).rejects.toThrow();
    await preload('asked-failed', load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loadOnce('asked-failed', load)).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
