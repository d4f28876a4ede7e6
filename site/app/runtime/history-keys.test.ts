import {afterEach, describe, expect, it} from 'vitest';
import {keyEveryHistoryEntry} from './history-keys';

const key = () => (window.history.state as {key?: string} | null)?.key;

afterEach(() => window.history.replaceState(null, ''));

describe('keyEveryHistoryEntry', () => {
  it('gives the entry the visit starts on a key of its own, keeping its state', () => {
    window.history.replaceState({usr: {from: 'search'}, idx: 0}, '');
    keyEveryHistoryEntry();
    expect(key()).toMatch(/^[a-z0-9]+$/);
    expect(window.history.state).toMatchObject({usr: {from: 'search'}, idx: 0});
  });

  it('leaves a key the router gave alone', () => {
    window.history.replaceState({key: 'router1', idx: 3}, '');
    keyEveryHistoryEntry();
    expect(key()).toBe('router1');
  });

  it('keys an entry a #fragment link made when the browser moves to it', () => {
    keyEveryHistoryEntry();
    const first = key();
    window.history.replaceState(null, '');
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    expect(key()).toMatch(/^[a-z0-9]+$/);
    expect(key()).not.toBe(first);
  });
});
