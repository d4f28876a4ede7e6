import {afterEach, describe, expect, it, vi} from 'vitest';
import {PAGE_WITH_LATE_PARTS, renderedParts} from './lazy-parts.test-utils';
import {renderPartsWhenIdle} from './render-when-idle';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('renderPartsWhenIdle', () => {
  /** Idle periods run by hand, each with the time it has left. */
  function fakeIdle() {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => waiting.splice(0));
    return {
      waiting,
      run(timeLeft: number) {
        waiting.shift()!({didTimeout: false, timeRemaining: () => timeLeft});
      },
    };
  }

  it('renders the boxes in document order, at least one in each idle period', () => {
    document.body.innerHTML = PAGE_WITH_LATE_PARTS;
    const idle = fakeIdle();
    // A clock that stands still: only the idle periods' own time left decides.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    renderPartsWhenIdle();
    expect(renderedParts()).toEqual([]);
    // A period that is already over still renders one box.
    idle.run(0);
    expect(renderedParts()).toEqual(['PRE']);
    idle.run(0);
    expect(renderedParts()).toEqual(['PRE', 'SECTION']);
    // A long one renders the rest, and nothing is asked for once none is left.
    idle.run(50);
    expect(renderedParts()).toEqual(['PRE', 'SECTION', 'DIV', 'SECTION']);
    expect(idle.waiting).toHaveLength(0);
  });

  it('gives each period a few milliseconds at most', () => {
    document.body.innerHTML = PAGE_WITH_LATE_PARTS;
    const idle = fakeIdle();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    renderPartsWhenIdle();
    idle.run(50);
    expect(renderedParts()).toHaveLength(2);
    expect(idle.waiting).toHaveLength(1);
  });

  it('stops when asked', () => {
    document.body.innerHTML = PAGE_WITH_LATE_PARTS;
    const idle = fakeIdle();
    const stop = renderPartsWhenIdle();
    stop();
    expect(idle.waiting).toHaveLength(0);
  });

  it('renders all at once where the browser has no idle callbacks', () => {
    document.body.innerHTML = PAGE_WITH_LATE_PARTS;
    vi.stubGlobal('requestIdleCallback', undefined);
    renderPartsWhenIdle();
    expect(renderedParts()).toHaveLength(4);
  });
});
