import type {Direction} from '../bidi';

/** A point or a distance on the screen, in CSS pixels. */
export interface DragPosition {
  /** The horizontal coordinate, or distance (positive to the right). */
  x: number;
  /** The vertical coordinate, or distance (positive downwards). */
  y: number;
}

/** An axis a dragged element can be held to: it then moves along that axis only. */
export type DragAxis = 'x' | 'y';

/** The direction the items of a drop list are laid out in. */
export type DropListOrientation = 'vertical' | 'horizontal';

/** The edges of a box on the screen, as `getBoundingClientRect()` gives them. */
export interface RectEdges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** How far a dragged element may move from where it started, along each axis. */
export interface DeltaLimits {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * Where a dragged item goes among the other items of a list (their boxes in list order, the
 * dragged item left out): the count of items whose middle lies before the pointer along the
 * list's axis. In a horizontal right-to-left list, "before" is to the right.
 */
export function getInsertionIndex(
  rects: readonly RectEdges[],
  point: DragPosition,
  orientation: DropListOrientation,
  direction: Direction = 'ltr',
): number {
  let index = 0;
  for (const rect of rects) {
    if (orientation === 'vertical') {
      if ((rect.top + rect.bottom) / 2 < point.y) index++;
    } else {
      const middle = (rect.left + rect.right) / 2;
      if (direction === 'rtl' ? middle > point.x : middle < point.x) index++;
    }
  }
  return index;
}

/** How far an element (its box now) may move and stay inside a boundary (its box). */
export function getBoundaryLimits(element: RectEdges, boundary: RectEdges): DeltaLimits {
  return {
    minX: boundary.left - element.left,
    maxX: boundary.right - element.right,
    minY: boundary.top - element.top,
    maxY: boundary.bottom - element.bottom,
  };
}

/**
 * Applies an axis lock and boundary limits to how far the pointer moved. An element larger than
 * its boundary keeps its start edge (top, left) inside.
 */
export function constrainDelta(
  delta: DragPosition,
  lockAxis?: DragAxis,
  limits?: DeltaLimits | null,
): DragPosition {
  let x = lockAxis === 'y' ? 0 : delta.x;
  let y = lockAxis === 'x' ? 0 : delta.y;
  if (limits) {
    x = Math.max(limits.minX, Math.min(limits.maxX, x));
    y = Math.max(limits.minY, Math.min(limits.maxY, y));
  }
  // Never -0, which reads oddly in styles and compares unequal in tests.
  return {x: x || 0, y: y || 0};
}

/** Whether a point lies inside a box, its edges included. */
export function containsPoint(rect: RectEdges, point: DragPosition): boolean {
  return (
    point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom
  );
}

/** Whether the pointer has moved at least `threshold` pixels from where it was pressed. */
export function exceedsThreshold(
  start: DragPosition,
  current: DragPosition,
  threshold: number,
): boolean {
  return Math.hypot(current.x - start.x, current.y - start.y) >= threshold;
}

/** The widest band along each edge of a scrolling list where the pointer scrolls it. */
const AUTO_SCROLL_EDGE = 48;
/** The fastest automatic scroll, in pixels per frame, with the pointer on the edge itself. */
const AUTO_SCROLL_MAX_SPEED = 16;

/**
 * How many pixels a frame a list should scroll by itself while an item is dragged near one of its
 * edges: negative towards the top (or left), positive towards the bottom (or right), faster
 * nearer the edge, 0 away from the edges or outside the list.
 */
export function getAutoScrollSpeed(
  rect: RectEdges,
  point: DragPosition,
  orientation: DropListOrientation,
): number {
  if (!containsPoint(rect, point)) return 0;
  const vertical = orientation === 'vertical';
  const start = vertical ? rect.top : rect.left;
  const end = vertical ? rect.bottom : rect.right;
  const position = vertical ? point.y : point.x;
  const edge = Math.min(AUTO_SCROLL_EDGE, (end - start) / 4);
  if (edge <= 0) return 0;
  const speed = (distance: number) =>
    Math.max(1, Math.round((AUTO_SCROLL_MAX_SPEED * (edge - distance)) / edge));
  if (position - start < edge) return -speed(position - start);
  if (end - position < edge) return speed(end - position);
  return 0;
}
