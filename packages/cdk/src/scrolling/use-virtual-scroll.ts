'use client';

import {useCallback, useLayoutEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {getDirection} from '../bidi';
import {
  getMaxScrollOffset,
  getScrollOffsetForIndex,
  getVirtualRange,
  type ScrollAlignment,
  type VirtualScrollOrientation,
} from './virtual-range';

/** Options of {@link useVirtualScroll}. */
export interface VirtualScrollOptions {
  /** The number of items in the list. */
  count: number;
  /**
   * The size of every item along the scrolling axis, in pixels: its height in a vertical list,
   * its width in a horizontal one. Give the items exactly this size.
   */
  itemSize: number;
  /**
   * How many items to render beyond each edge of the viewport, so that fast scrolling does not
   * show empty space before the next render.
   * @default 3
   */
  overscan?: number;
  /**
   * The axis the list scrolls along.
   * @default 'vertical'
   */
  orientation?: VirtualScrollOrientation;
  /**
   * The scroll offset to start at, in pixels, applied once when the scrolling element mounts.
   * The first render, on the server too, shows the items at this offset.
   * @default 0
   */
  initialScrollOffset?: number;
  /**
   * The viewport size, in pixels along the scrolling axis, assumed before the scrolling element
   * can be measured: on the server and in the first render in the browser, which must agree.
   * Pick about the size the viewport will have, a little more rather than less.
   * @default 800
   */
  initialViewportSize?: number;
}

/** Options of {@link VirtualScroll.scrollToOffset}. */
export interface ScrollToOffsetOptions {
  /**
   * How the viewport gets there: `smooth` animates, `instant` jumps, `auto` follows the
   * element's CSS `scroll-behavior`.
   * @default 'auto'
   */
  behavior?: ScrollBehavior;
}

/** Options of {@link VirtualScroll.scrollToIndex}. */
export interface ScrollToIndexOptions extends ScrollToOffsetOptions {
  /**
   * Where the item goes in the viewport: at its `start` or `end` edge, in the `center`, or
   * (`auto`) nowhere new if it is fully visible already, else at the nearer edge.
   * @default 'auto'
   */
  align?: ScrollAlignment;
}

/** What {@link useVirtualScroll} returns. */
export interface VirtualScroll {
  /** The index of the first item to render. */
  start: number;
  /** The index after the last item to render: render the items from `start` to `end - 1`. */
  end: number;
  /**
   * The distance from the start of the list to the first rendered item, in pixels: move the
   * rendered items this far along the scrolling axis.
   */
  offset: number;
  /** The size of the whole list along the scrolling axis (`count * itemSize`), in pixels. */
  totalSize: number;
  /**
   * The size of the viewport along the scrolling axis, in pixels, as last measured
   * (`initialViewportSize` until then).
   */
  viewportSize: number;
  /**
   * Whether the list is longer than the viewport, so the viewport scrolls. Make the scrolling
   * element focusable (`tabIndex={0}`) then, so that keyboard users can scroll it.
   */
  isScrollable: boolean;
  /**
   * The callback ref for the scrolling element: the one with `overflow: auto` and a size. Take
   * it out of the result by destructuring (`const {scrollRef, ...scroll} = useVirtualScroll()`):
   * React's lint rules take an object whose property is passed as a `ref` for a ref itself.
   */
  scrollRef: (element: HTMLElement | null) => void;
  /** Scrolls the item at `index` into view, aligned as asked. */
  scrollToIndex: (index: number, options?: ScrollToIndexOptions) => void;
  /**
   * Scrolls to `offset` pixels from the start of the list (clamped to the list), in either
   * text direction.
   */
  scrollToOffset: (offset: number, options?: ScrollToOffsetOptions) => void;
  /** The current distance from the start of the list to the viewport's start edge, in pixels. */
  getScrollOffset: () => number;
}

interface Metrics {
  scrollOffset: number;
  viewportSize: number;
}

interface Latest {
  count: number;
  itemSize: number;
  overscan: number;
  orientation: VirtualScrollOrientation;
  metrics: Metrics;
}

/**
 * The distance scrolled from the start of the list. In a right-to-left layout the start of a
 * horizontal list is on the right, and `scrollLeft` runs from 0 there to negative values.
 */
function readScrollOffset(element: HTMLElement, orientation: VirtualScrollOrientation): number {
  if (orientation === 'vertical') return Math.max(0, element.scrollTop);
  const left = element.scrollLeft;
  return Math.max(0, getDirection(element) === 'rtl' ? -left : left);
}

function readViewportSize(element: HTMLElement, orientation: VirtualScrollOrientation): number {
  return orientation === 'vertical' ? element.clientHeight : element.clientWidth;
}

function writeScrollOffset(
  element: HTMLElement,
  orientation: VirtualScrollOrientation,
  offset: number,
  behavior: ScrollBehavior,
): void {
  const vertical = orientation === 'vertical';
  // Right to left, the offset counts from 0 towards negative values (`|| 0` avoids -0).
  const value = !vertical && getDirection(element) === 'rtl' ? -offset || 0 : offset;
  if (typeof element.scrollTo === 'function') {
    element.scrollTo(vertical ? {top: value, behavior} : {left: value, behavior});
  } else if (vertical) {
    element.scrollTop = value;
  } else {
    element.scrollLeft = value;
  }
}

/** Whether two measurements call for the same render. */
function sameRender(latest: Latest, next: Metrics): boolean {
  const {metrics: current, ...list} = latest;
  if (current.viewportSize !== next.viewportSize) return false;
  const before = getVirtualRange({...list, ...current});
  const after = getVirtualRange({...list, ...next});
  return before.start === after.start && before.end === after.end;
}

/**
 * Virtual scrolling of a list of fixed-size items: of a list of any length, only the items the
 * viewport shows (plus `overscan` on either side) are rendered. The hook watches the scrolling
 * element (its scroll position and its size) and returns the range of items to render, where to
 * put them, and functions to scroll to an item or an offset. It renders again only when the
 * range or the viewport size changes, at most once per animation frame.
 *
 * You render the markup: a scrolling element with a fixed size, inside it an element of
 * `totalSize` that makes the scrollbar right, and in that the items `start` to `end - 1`, moved
 * `offset` pixels along. {@link VirtualScrollViewport} does this for you.
 *
 * ```tsx
 * const {scrollRef, ...scroll} = useVirtualScroll({count: rows.length, itemSize: 48});
 * return (
 *   <div ref={scrollRef} tabIndex={0} style={{height: 400, overflow: 'auto'}}>
 *     <div style={{position: 'relative', height: scroll.totalSize}}>
 *       <div style={{position: 'absolute', insetInline: 0, top: scroll.offset}}>
 *         {rows.slice(scroll.start, scroll.end).map((row) => <Row key={row.id} row={row} />)}
 *       </div>
 *     </div>
 *   </div>
 * );
 * ```
 *
 * On the server, and in the first render in the browser, the viewport is assumed to be
 * `initialViewportSize` pixels long, so the prerendered HTML and the hydrated page agree; the
 * real size is measured right after, before the browser paints.
 */
export function useVirtualScroll(options: VirtualScrollOptions): VirtualScroll {
  const {
    count,
    itemSize,
    overscan = 3,
    orientation = 'vertical',
    initialScrollOffset = 0,
    initialViewportSize = 800,
  } = options;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [metrics, setMetrics] = useState<Metrics>(() => ({
    scrollOffset: initialScrollOffset,
    viewportSize: initialViewportSize,
  }));
  const elementRef = useRef<HTMLElement | null>(null);
  const initialOffsetRef = useRef<number | null>(initialScrollOffset);
  const latest = useRef<Latest>({count, itemSize, overscan, orientation, metrics});
  useLayoutEffect(() => {
    latest.current = {count, itemSize, overscan, orientation, metrics};
  });

  /** Measures the element and renders again if that changes what is rendered. */
  const measure = useCallback((target: HTMLElement, flush: boolean) => {
    const next = {
      scrollOffset: readScrollOffset(target, latest.current.orientation),
      viewportSize: readViewportSize(target, latest.current.orientation),
    };
    if (sameRender(latest.current, next)) return;
    // Later measurements before the next commit compare with this one.
    latest.current = {...latest.current, metrics: next};
    // From an animation frame, render at once so the new items are painted in this frame.
    if (flush) flushSync(() => setMetrics(next));
    else setMetrics(next);
  }, []);

  const scrollRef = useCallback((target: HTMLElement | null) => {
    elementRef.current = target;
    setElement(target);
  }, []);

  // Listens for scrolling and resizing, and measures once per animation frame at most.
  useLayoutEffect(() => {
    if (!element) return;
    if (initialOffsetRef.current !== null) {
      const offset = initialOffsetRef.current;
      initialOffsetRef.current = null;
      if (offset > 0) writeScrollOffset(element, orientation, offset, 'instant');
    }
    const view = element.ownerDocument.defaultView ?? window;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        measure(element, true);
      });
    };
    element.addEventListener('scroll', schedule, {passive: true});
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame) view.cancelAnimationFrame(frame);
    };
  }, [element, orientation, measure]);

  // Measures on mount (before the first paint) and whenever the list changes.
  useLayoutEffect(() => {
    if (element) measure(element, false);
  }, [element, count, itemSize, overscan, orientation, measure]);

  const getScrollOffset = useCallback((): number => {
    const target = elementRef.current;
    const current = latest.current;
    return target ? readScrollOffset(target, current.orientation) : current.metrics.scrollOffset;
  }, []);

  const scrollToOffset = useCallback(
    (offset: number, {behavior = 'auto'}: ScrollToOffsetOptions = {}) => {
      const target = elementRef.current;
      if (!target) return;
      const current = latest.current;
      const viewportSize = readViewportSize(target, current.orientation);
      const max = getMaxScrollOffset(current.count * current.itemSize, viewportSize);
      const clamped = Math.min(max, Math.max(0, Number.isFinite(offset) ? offset : 0));
      writeScrollOffset(target, current.orientation, clamped, behavior);
      // A jump renders the new items with the caller's update rather than a frame later, so an
      // item scrolled to is in the DOM (to focus it, say) once the caller's render is done.
      if (behavior !== 'smooth') measure(target, false);
    },
    [measure],
  );

  const scrollToIndex = useCallback(
    (index: number, {align = 'auto', behavior}: ScrollToIndexOptions = {}) => {
      const target = elementRef.current;
      if (!target) return;
      const current = latest.current;
      const offset = getScrollOffsetForIndex({
        index,
        count: current.count,
        itemSize: current.itemSize,
        viewportSize: readViewportSize(target, current.orientation),
        scrollOffset: readScrollOffset(target, current.orientation),
        align,
      });
      scrollToOffset(offset, {behavior});
    },
    [scrollToOffset],
  );

  const range = getVirtualRange({
    count,
    itemSize,
    overscan,
    viewportSize: metrics.viewportSize,
    scrollOffset: metrics.scrollOffset,
  });
  return {
    ...range,
    viewportSize: metrics.viewportSize,
    isScrollable: range.totalSize > metrics.viewportSize,
    scrollRef,
    scrollToIndex,
    scrollToOffset,
    getScrollOffset,
  };
}
