import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  afterLayoutSettles,
  holdLayout,
  isLayoutSettled,
  keepPositionWhileLoading,
  keepScrollAt,
  stopKeepingScroll,
} from './scroll-keeper';

/** jsdom has no layout: the window's position is what the page last asked for. */
let scrollY = 0;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollY = 0;
  scrollTo = vi.fn((options: ScrollToOptions) => (scrollY = options.top ?? 0));
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});

afterEach(() => stopKeepingScroll());

const root = () => document.documentElement.style;
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('holdLayout', () => {
  it('counts each hold once, however often it is ended', () => {
    const first = holdLayout();
    const second = holdLayout();
    first();
    first();
    expect(isLayoutSettled()).toBe(false);
    second();
    expect(isLayoutSettled()).toBe(true);
  });

  it('sets a kept position again only once the work in progress is done (a microtask)', async () => {
    const release = holdLayout();
    keepScrollAt(800);
    release();
    scrollY = 100; // the page is still short while React inserts the content
    expect(root().minHeight).not.toBe('');
    await Promise.resolve();
    expect(scrollY).toBe(800);
    expect(root().minHeight).toBe('');
  });

  it('keeps waiting when the next part starts holding in the same change', async () => {
    holdLayout()();
    const next = holdLayout();
    keepScrollAt(800);
    await Promise.resolve();
    expect(root().minHeight).not.toBe('');
    next();
    await Promise.resolve();
    expect(root().minHeight).toBe('');
  });
});

describe('keepScrollAt', () => {
  it('scrolls at once, without smooth scrolling, when nothing holds the layout', () => {
    keepScrollAt(420);
    expect(scrollTo).toHaveBeenCalledWith({top: 420, left: 0, behavior: 'instant'});
    expect(root().minHeight).toBe('');
  });

  it('gives the page the height the position needs until the layout settles, then sets it again', async () => {
    const release = holdLayout();
    keepScrollAt(1200);
    expect(root().minHeight).toBe(`${1200 + window.innerHeight}px`);
    expect(root().overflowAnchor).toBe('none');
    expect(scrollY).toBe(1200);

    scrollY = 300; // what the browser would do if the room went early
    release();
    await settle();
    expect(root().minHeight).toBe('');
    expect(root().overflowAnchor).toBe('');
    expect(scrollY).toBe(1200);
  });

  it('leaves the position to a visitor who scrolls meanwhile', async () => {
    const release = holdLayout();
    keepScrollAt(1200);
    window.dispatchEvent(new WheelEvent('wheel', {deltaY: -100}));
    scrollY = 1100;
    release();
    await settle();
    expect(scrollY).toBe(1100);
    expect(root().minHeight).toBe('');
  });

  it('lets a new navigation take over, dropping the room kept for the old one', async () => {
    const release = holdLayout();
    keepScrollAt(1200);
    keepScrollAt(0);
    expect(root().minHeight).toBe(`${window.innerHeight}px`);
    stopKeepingScroll();
    expect(root().minHeight).toBe('');
    release();
    await settle();
    expect(scrollY).toBe(0);
  });

  it('gives up waiting after a while, for a part that never arrives', () => {
    vi.useFakeTimers();
    try {
      const release = holdLayout();
      keepScrollAt(900);
      vi.advanceTimersByTime(20_000);
      expect(root().minHeight).toBe('');
      release();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('keepPositionWhileLoading', () => {
  it('keeps the last position the visitor scrolled to when a part starts loading again', async () => {
    const stop = keepPositionWhileLoading();
    scrollY = 640;
    window.dispatchEvent(new Event('scroll'));
    // The part's content goes: the browser would pull the position back at the next layout.
    scrollY = 69;
    const release = holdLayout();
    expect(scrollY).toBe(640);
    expect(root().minHeight).toBe(`${640 + window.innerHeight}px`);
    release();
    await settle();
    expect(scrollY).toBe(640);
    expect(root().minHeight).toBe('');
    stop();
  });

  it('leaves a position that is already being kept alone', async () => {
    const stop = keepPositionWhileLoading();
    const release = holdLayout();
    keepScrollAt(1500);
    const again = holdLayout();
    expect(scrollY).toBe(1500);
    release();
    again();
    await settle();
    expect(scrollY).toBe(1500);
    stop();
  });
});

describe('afterLayoutSettles', () => {
  it('acts at once when nothing holds the layout, else once the last hold ends', async () => {
    const now = vi.fn();
    afterLayoutSettles(now);
    expect(now).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    const release = holdLayout();
    afterLayoutSettles(later);
    // Without a position to keep, the page is left as it is meanwhile.
    expect(root().minHeight).toBe('');
    expect(later).not.toHaveBeenCalled();
    release();
    await settle();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not act for a navigation that a new one replaced', async () => {
    const replaced = vi.fn();
    const release = holdLayout();
    afterLayoutSettles(replaced);
    stopKeepingScroll();
    release();
    await settle();
    expect(replaced).not.toHaveBeenCalled();
  });
});
