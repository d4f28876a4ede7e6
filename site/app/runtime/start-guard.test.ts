import {afterEach, describe, expect, it, vi} from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.documentElement.removeAttribute('data-app-ready');
});

describe('afterAppStart', () => {
  it('holds loads until the app has started, then starts one in each idle period', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const {afterAppStart, markAppReady} = await import('./start-guard');
    const started: string[] = [];
    const load = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    const loads = ['content', 'example', 'analytics'].map((name) => afterAppStart(load(name)));
    await Promise.resolve();
    expect(started).toEqual([]);

    markAppReady();
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
    for (const expected of [
      ['content'],
      ['content', 'example'],
      ['content', 'example', 'analytics'],
    ]) {
      expect(idle).toHaveLength(1);
      idle.shift()!({didTimeout: false, timeRemaining: () => 10});
      await new Promise((resolve) => setTimeout(resolve));
      expect(started).toEqual(expected);
    }
    expect(idle).toHaveLength(0);
    await expect(Promise.all(loads)).resolves.toEqual(['content', 'example', 'analytics']);
    // Once started, a load starts at once.
    await afterAppStart(load('later'));
    expect(started.at(-1)).toBe('later');
  });
});
