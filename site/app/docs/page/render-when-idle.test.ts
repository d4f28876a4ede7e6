import {afterEach, describe, expect, it, vi} from 'vitest';
import {RENDERED_ATTRIBUTE} from '../../navigation/lazy-parts';
import {renderPartsWhenIdle} from './render-when-idle';

const PAGE =
  '<div class="docs-article docs-markdown"><p>Text</p><pre>code</pre>' +
  '<section class="docs-example">example</section>' +
  '<div class="docs-table-wrapper"><table></table></div>' +
  '<section class="docs-api-symbol">symbol</section><p>More</p></div>';

const rendered = () =>
  [...document.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)].map((element) => element.tagName);

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
    document.body.innerHTML = PAGE;
    const idle = fakeIdle();
    renderPartsWhenIdle();
    expect(rendered()).toEqual([]);
    // A period that is already over still renders one box.
    idle.run(0);
    expect(rendered()).toEqual(['PRE']);
    idle.run(0);
    expect(rendered()).toEqual(['PRE', 'SECTION']);
    // A long one renders the rest, and nothing is asked for once none is left.
    idle.run(50);
    expect(rendered()).toEqual(['PRE', 'SECTION', 'DIV', 'SECTION']);
    expect(idle.waiting).toHaveLength(0);
  });

  it('gives each period a few milliseconds at most', () => {
    document.body.innerHTML = PAGE;
    const idle = fakeIdle();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    renderPartsWhenIdle();
    idle.run(50);
    expect(rendered()).toHaveLength(2);
    expect(idle.waiting).toHaveLength(1);
  });

  it('stops when asked', () => {
    document.body.innerHTML = PAGE;
    const idle = fakeIdle();
    const stop = renderPartsWhenIdle();
    stop();
    expect(idle.waiting).toHaveLength(0);
  });

  it('renders all at once where the browser has no idle callbacks', () => {
    document.body.innerHTML = PAGE;
    vi.stubGlobal('requestIdleCallback', undefined);
    renderPartsWhenIdle();
    expect(rendered()).toHaveLength(4);
  });
});
