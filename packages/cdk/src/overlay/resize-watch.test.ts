import {afterEach, describe, expect, it, vi} from 'vitest';
import {watchResizes, type PlacementSizes} from './resize-watch';

type Report = (sizes: [Element, number, number][]) => void;

/** Stands in for the browser's observer: the test reports sizes as the browser would. */
function stubResizeObserver() {
  const watching = new Set<Element>();
  let report: Report = () => {};
  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      report = (sizes) =>
        callback(
          sizes
            .filter(([target]) => watching.has(target))
            .map(
              ([target, inlineSize, blockSize]) =>
                ({target, borderBoxSize: [{inlineSize, blockSize}]}) as never,
            ),
          this as never,
        );
    }
    observe(target: Element) {
      watching.add(target);
    }
    unobserve(target: Element) {
      watching.delete(target);
    }
    disconnect() {
      watching.clear();
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {watching, report: (sizes: [Element, number, number][]) => report(sizes)};
}

describe('watchResizes', () => {
  afterEach(() => vi.unstubAllGlobals());

  const anchor = document.createElement('button');
  const pane = document.createElement('div');
  const placed: PlacementSizes = {
    reference: {width: 120, height: 40},
    floating: {width: 200, height: 180.4},
  };

  it('leaves out the first reports of the sizes the placement measured', () => {
    const {report} = stubResizeObserver();
    const onResize = vi.fn();
    watchResizes(anchor, pane, () => placed, onResize);
    report([
      [anchor, 120, 40],
      [pane, 200, 180.6],
    ]);
    expect(onResize).not.toHaveBeenCalled();
  });

  it('places again when either element takes another size', () => {
    const {report} = stubResizeObserver();
    const onResize = vi.fn();
    watchResizes(anchor, pane, () => placed, onResize);
    report([[anchor, 160, 40]]);
    expect(onResize).toHaveBeenCalledTimes(1);
    report([[pane, 200, 120]]);
    expect(onResize).toHaveBeenCalledTimes(2);
  });

  it('places again on any report before the first placement has measured', () => {
    const {report} = stubResizeObserver();
    const onResize = vi.fn();
    watchResizes(anchor, pane, () => undefined, onResize);
    report([[pane, 200, 180]]);
    expect(onResize).toHaveBeenCalledTimes(1);
  });

  it('stops watching both elements', () => {
    const {watching} = stubResizeObserver();
    const stop = watchResizes(anchor, pane, () => placed, vi.fn());
    expect([...watching]).toEqual([anchor, pane]);
    stop();
    expect(watching.size).toBe(0);
  });

  it('does nothing without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const stop = watchResizes(anchor, pane, () => placed, vi.fn());
    expect(stop).toBeTypeOf('function');
    expect(() => stop()).not.toThrow();
  });
});
