import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {announce, clearAnnouncements, LIVE_ANNOUNCER_CLASS} from './live-announcer';

function liveRegions(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`.${LIVE_ANNOUNCER_CLASS}`));
}

describe('announce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    clearAnnouncements();
    vi.useRealTimers();
  });

  it('writes the message into one visually hidden, atomic live region after a tick', async () => {
    const done = announce('Indigo & Pink theme selected.');
    const [region] = liveRegions();
    expect(region?.parentElement).toBe(document.body);
    expect(region?.classList.contains('cdk-visually-hidden')).toBe(true);
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-atomic')).toBe('true');
    expect(region?.textContent).toBe('');

    await vi.runOnlyPendingTimersAsync();
    await done;
    expect(region?.textContent).toBe('Indigo & Pink theme selected.');
  });

  it('uses the requested politeness and reuses the same element', async () => {
    await Promise.all([announce('first'), vi.runOnlyPendingTimersAsync()]);
    const promise = announce('second', {politeness: 'assertive'});
    await vi.runOnlyPendingTimersAsync();
    await promise;
    expect(liveRegions()).toHaveLength(1);
    expect(liveRegions()[0]?.getAttribute('aria-live')).toBe('assertive');
    expect(liveRegions()[0]?.textContent).toBe('second');

    announce('silent', {politeness: 'off'});
    expect(liveRegions()[0]?.getAttribute('aria-live')).toBe('off');
  });

  it('clears the region first, so the same message is announced again', async () => {
    announce('Saved');
    await vi.advanceTimersByTimeAsync(100);
    const [region] = liveRegions();
    expect(region?.textContent).toBe('Saved');

    announce('Saved');
    expect(region?.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(100);
    expect(region?.textContent).toBe('Saved');
  });

  it('clears the message after the duration', async () => {
    announce('Copied', {duration: 3000});
    await vi.advanceTimersByTimeAsync(100);
    const [region] = liveRegions();
    expect(region?.textContent).toBe('Copied');
    await vi.advanceTimersByTimeAsync(2999);
    expect(region?.textContent).toBe('Copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(region?.textContent).toBe('');
  });

  it('keeps the message without a duration', async () => {
    announce('Stays');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(liveRegions()[0]?.textContent).toBe('Stays');
  });

  it('resolves a replaced announcement too, and only writes the last message', async () => {
    const first = announce('first');
    const second = announce('second');
    await vi.advanceTimersByTimeAsync(100);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(liveRegions()[0]?.textContent).toBe('second');
  });

  it('clearAnnouncements empties the region and cancels a pending message', async () => {
    announce('pending');
    clearAnnouncements();
    await vi.advanceTimersByTimeAsync(1000);
    expect(liveRegions()[0]?.textContent).toBe('');
  });

  it('recreates the region if something removed it', async () => {
    announce('one');
    liveRegions()[0]?.remove();
    announce('two');
    await vi.advanceTimersByTimeAsync(100);
    expect(liveRegions()).toHaveLength(1);
    expect(liveRegions()[0]?.textContent).toBe('two');
  });
});
