/** The axis a virtual list scrolls along: down (`vertical`) or along the line (`horizontal`). */
export type VirtualScrollOrientation = 'vertical' | 'horizontal';

/**
 * Where {@link getScrollOffsetForIndex} puts an item in the viewport:
 * - `start`: at the start edge (the top, or the start of the line);
 * - `center`: in the middle;
 * - `end`: at the end edge (the bottom, or the end of the line);
 * - `auto`: nowhere new if it is already fully visible, else at the nearer edge, scrolling as
 *   little as possible.
 */
export type ScrollAlignment = 'start' | 'center' | 'end' | 'auto';

/** What {@link getVirtualRange} needs to know: the list, the viewport and its scroll offset. */
export interface VirtualRangeInput {
  /** The number of items in the list. */
  count: number;
  /** The size of every item along the scrolling axis, in pixels. */
  itemSize: number;
  /** The size of the viewport along the scrolling axis, in pixels. */
  viewportSize: number;
  /**
   * How far the viewport is scrolled from the start of the list, in pixels. Out-of-range values
   * (an elastic overscroll, a list that just got shorter) are clamped.
   */
  scrollOffset: number;
  /**
   * How many items to render beyond each edge of the viewport.
   * @default 0
   */
  overscan?: number;
}

/** The items to render for one scroll position, from {@link getVirtualRange}. */
export interface VirtualRange {
  /** The index of the first item to render. */
  start: number;
  /** The index after the last item to render (`end - start` items are rendered). */
  end: number;
  /** The distance from the start of the list to the first rendered item, in pixels. */
  offset: number;
  /** The size of the whole list along the scrolling axis, in pixels. */
  totalSize: number;
}

/** What {@link getScrollOffsetForIndex} needs to know. */
export interface ScrollToIndexInput {
  /** The index of the item to bring into view; clamped to the list. */
  index: number;
  /** The number of items in the list. */
  count: number;
  /** The size of every item along the scrolling axis, in pixels. */
  itemSize: number;
  /** The size of the viewport along the scrolling axis, in pixels. */
  viewportSize: number;
  /** The current scroll offset, in pixels; `auto` keeps it when the item is already visible. */
  scrollOffset: number;
  /**
   * Where the item goes in the viewport.
   * @default 'auto'
   */
  align?: ScrollAlignment;
}

/** A number that is finite and at least zero, else zero. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The largest scroll offset of a list of `totalSize` in a viewport of `viewportSize`. */
export function getMaxScrollOffset(totalSize: number, viewportSize: number): number {
  return Math.max(0, nonNegative(totalSize) - nonNegative(viewportSize));
}

/**
 * The items of a list of fixed-size items that a viewport shows at a scroll offset, plus
 * `overscan` items on either side. A pure function: the hook and the viewport component use it,
 * and so can your own virtual lists.
 *
 * ```ts
 * getVirtualRange({count: 10_000, itemSize: 48, viewportSize: 480, scrollOffset: 4800});
 * // {start: 100, end: 110, offset: 4800, totalSize: 480000}
 * ```
 */
export function getVirtualRange(input: VirtualRangeInput): VirtualRange {
  const count = Math.floor(nonNegative(input.count));
  const itemSize = nonNegative(input.itemSize);
  const totalSize = count * itemSize;
  if (count === 0 || itemSize === 0) return {start: 0, end: 0, offset: 0, totalSize};
  const viewportSize = nonNegative(input.viewportSize);
  const overscan = Math.floor(nonNegative(input.overscan ?? 0));
  const scrollOffset = Math.min(
    nonNegative(input.scrollOffset),
    getMaxScrollOffset(totalSize, viewportSize),
  );
  // The first item whose end is past the viewport's start edge, and the item after the last one
  // whose start is before its end edge. An empty viewport still shows the item at its edge.
  const first = Math.min(count - 1, Math.floor(scrollOffset / itemSize));
  const last = Math.max(first + 1, Math.ceil((scrollOffset + viewportSize) / itemSize));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + overscan);
  return {start, end, offset: start * itemSize, totalSize};
}

/**
 * The scroll offset that brings the item at `index` into view with the given alignment,
 * clamped so that the viewport never scrolls past either end of the list.
 *
 * ```ts
 * getScrollOffsetForIndex({index: 100, count: 1000, itemSize: 48, viewportSize: 480,
 *   scrollOffset: 0, align: 'center'});
 * // 4584: the item's middle (4824) at the viewport's middle (240)
 * ```
 */
export function getScrollOffsetForIndex(input: ScrollToIndexInput): number {
  const count = Math.floor(nonNegative(input.count));
  const itemSize = nonNegative(input.itemSize);
  const viewportSize = nonNegative(input.viewportSize);
  const scrollOffset = nonNegative(input.scrollOffset);
  const maxOffset = getMaxScrollOffset(count * itemSize, viewportSize);
  if (count === 0) return 0;
  const index = Math.min(count - 1, Math.floor(nonNegative(input.index)));
  const itemStart = index * itemSize;
  const itemEnd = itemStart + itemSize;
  let target: number;
  switch (input.align ?? 'auto') {
    case 'start':
      target = itemStart;
      break;
    case 'center':
      target = itemStart + itemSize / 2 - viewportSize / 2;
      break;
    case 'end':
      target = itemEnd - viewportSize;
      break;
    case 'auto':
      // Already fully visible: stay. An item larger than the viewport shows its start.
      if (itemStart >= scrollOffset && itemEnd <= scrollOffset + viewportSize) {
        target = scrollOffset;
      } else if (itemStart < scrollOffset || itemSize > viewportSize) {
        target = itemStart;
      } else {
        target = itemEnd - viewportSize;
      }
      break;
  }
  return Math.min(maxOffset, Math.max(0, target));
}
