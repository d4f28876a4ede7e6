import {act, render, screen} from '@testing-library/react';
import axe from 'axe-core';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {prerenderAndHydrate} from '../testing';
import {BreakpointObserver} from './breakpoint-observer';
import {Breakpoints} from './breakpoints';
import {createFakeMedia, type FakeMedia} from './fake-match-media';
import {useBreakpoint, useMediaQuery} from './use-breakpoint';

let media: FakeMedia;

beforeEach(() => {
  media = createFakeMedia(1024, 768);
  vi.stubGlobal('matchMedia', media.matchMedia);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Breakpoints', () => {
  it('names non-overlapping width ranges', () => {
    const observer = new BreakpointObserver(media.matchMedia);
    const ranges = [Breakpoints.XSmall, Breakpoints.Small, Breakpoints.Medium];
    const sizes = [Breakpoints.Large, Breakpoints.XLarge];
    const widths: Array<[number, string]> = [
      [599, Breakpoints.XSmall],
      [600, Breakpoints.Small],
      [959, Breakpoints.Small],
      [960, Breakpoints.Medium],
      [1280, Breakpoints.Large],
      [1919, Breakpoints.Large],
      [1920, Breakpoints.XLarge],
    ];
    for (const [width, expected] of widths) {
      media.resize(width);
      const matching = [...ranges, ...sizes].filter((query) => observer.isMatched(query));
      expect(matching).toEqual([expected]);
    }
  });

  it('tells handsets, tablets and web apart by orientation', () => {
    const observer = new BreakpointObserver(media.matchMedia);
    media.resize(400, 800);
    expect(observer.isMatched(Breakpoints.HandsetPortrait)).toBe(true);
    expect(observer.isMatched(Breakpoints.Handset)).toBe(true);
    media.resize(800, 400);
    expect(observer.isMatched(Breakpoints.HandsetLandscape)).toBe(true);
    expect(observer.isMatched(Breakpoints.HandsetPortrait)).toBe(false);
    media.resize(1000, 700);
    expect(observer.isMatched(Breakpoints.TabletLandscape)).toBe(true);
    expect(observer.isMatched(Breakpoints.Web)).toBe(false);
    media.resize(1440, 900);
    expect(observer.isMatched(Breakpoints.Web)).toBe(true);
  });
});

describe('BreakpointObserver', () => {
  it('reports each query and notifies on change until unsubscribed', () => {
    const observer = new BreakpointObserver();
    const listener = vi.fn();
    const stop = observer.observe([Breakpoints.XSmall, Breakpoints.Medium], listener);
    expect(observer.getState([Breakpoints.XSmall, Breakpoints.Medium])).toEqual({
      matches: true,
      breakpoints: {[Breakpoints.XSmall]: false, [Breakpoints.Medium]: true},
    });
    media.resize(500);
    expect(listener).toHaveBeenLastCalledWith({
      matches: true,
      breakpoints: {[Breakpoints.XSmall]: true, [Breakpoints.Medium]: false},
    });
    media.resize(700);
    expect(listener).toHaveBeenLastCalledWith({
      matches: false,
      breakpoints: {[Breakpoints.XSmall]: false, [Breakpoints.Medium]: false},
    });
    const calls = listener.mock.calls.length;
    stop();
    media.resize(1000);
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('matches nothing without matchMedia', () => {
    const observer = new BreakpointObserver(null);
    const listener = vi.fn();
    observer.observe(Breakpoints.Medium, listener)();
    expect(observer.isMatched(Breakpoints.Medium)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});

function Status() {
  const {breakpoints} = useBreakpoint([Breakpoints.XSmall, Breakpoints.Medium]);
  const wide = useMediaQuery('(min-width: 960px)');
  return (
    <main>
      <p>XSmall: {String(breakpoints[Breakpoints.XSmall])}</p>
      <p>Medium: {String(breakpoints[Breakpoints.Medium])}</p>
      <p>Wide: {String(wide)}</p>
    </main>
  );
}

describe('useBreakpoint and useMediaQuery', () => {
  it('follow the viewport', async () => {
    render(<Status />);
    expect(screen.getByText('Medium: true')).toBeTruthy();
    expect(screen.getByText('Wide: true')).toBeTruthy();
    act(() => media.resize(500));
    expect(screen.getByText('XSmall: true')).toBeTruthy();
    expect(screen.getByText('Medium: false')).toBeTruthy();
    expect(screen.getByText('Wide: false')).toBeTruthy();
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('hydrate with no match and then show the real state', async () => {
    const tree = await prerenderAndHydrate(<Status />);
    expect(tree.html).toContain('Medium: <!-- -->false');
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.container.textContent).toContain('Medium: true');
    tree.unmount();
  });
});
