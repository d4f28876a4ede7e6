import {afterEach, describe, expect, it, vi} from 'vitest';
import {watchViewport} from './viewport-watch';

function page() {
  const scroller = document.createElement('div');
  const anchor = document.createElement('button');
  const elsewhere = document.createElement('div');
  scroller.append(anchor);
  document.body.append(scroller, elsewhere);
  return {scroller, anchor, elsewhere};
}

describe('watchViewport', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('reports scrolls of the page and of elements that hold the anchor', () => {
    const {scroller, anchor} = page();
    const onChange = vi.fn();
    const stop = watchViewport(anchor, {scrolls: true}, onChange);
    document.dispatchEvent(new Event('scroll'));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Scroll events do not bubble: the document hears them in the capture phase.
    scroller.dispatchEvent(new Event('scroll'));
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });

  it('leaves out scrolls of elements that do not hold the anchor', () => {
    const {anchor, elsewhere} = page();
    const onChange = vi.fn();
    const stop = watchViewport(anchor, {scrolls: true}, onChange);
    elsewhere.dispatchEvent(new Event('scroll'));
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('reports a resized window, and scrolls only when asked to', () => {
    const {scroller, anchor} = page();
    const onChange = vi.fn();
    const stop = watchViewport(anchor, {scrolls: false}, onChange);
    scroller.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('resize'));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening', () => {
    const {scroller, anchor} = page();
    const onChange = vi.fn();
    watchViewport(anchor, {scrolls: true}, onChange)();
    scroller.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
