import {exceedsThreshold, type DragPosition} from './geometry';

/** The attribute on `<html>` while a pointer drag is under way (the CSS turns text selection off). */
export const DRAGGING_ATTRIBUTE = 'data-cdk-dragging';

/** What {@link trackPointerDrag} reports to. */
export interface PointerDragCallbacks {
  /** The distance the pointer must move, in pixels, before a press becomes a drag. */
  threshold: number;
  /**
   * The press became a drag. `start` is where the pointer was pressed. Return `false` to refuse
   * the drag (the press is then ignored).
   */
  onStart: (start: DragPosition, current: DragPosition) => boolean;
  /** The pointer moved during a drag. */
  onMove: (point: DragPosition) => void;
  /** The pointer was released during a drag. */
  onEnd: (point: DragPosition) => void;
  /** The drag was cancelled: Escape, or the browser took the pointer over (`pointercancel`). */
  onCancel: () => void;
}

interface PressEvent {
  clientX: number;
  clientY: number;
  pointerId: number;
}

/**
 * Follows a pointer from a press: nothing happens until it has moved `threshold` pixels, so a
 * click stays a click; then each move, the release or a cancel is reported. The listeners are on
 * the document rather than the pressed element, so the drag goes on whatever happens to that
 * element. After a drag, the click the release would cause is swallowed. Returns a function that
 * stops following (without reporting anything).
 */
export function trackPointerDrag(
  press: PressEvent,
  doc: Document,
  callbacks: PointerDragCallbacks,
): () => void {
  const start = {x: press.clientX, y: press.clientY};
  const {pointerId} = press;
  let dragging = false;

  const pointOf = (event: PointerEvent) => ({x: event.clientX, y: event.clientY});

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    const point = pointOf(event);
    if (!dragging) {
      if (!exceedsThreshold(start, point, callbacks.threshold)) return;
      if (!callbacks.onStart(start, point)) {
        stop();
        return;
      }
      dragging = true;
      doc.getSelection?.()?.removeAllRanges();
      doc.documentElement.setAttribute(DRAGGING_ATTRIBUTE, '');
    }
    event.preventDefault();
    callbacks.onMove(point);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    const wasDragging = dragging;
    stop();
    if (!wasDragging) return;
    swallowNextClick(doc);
    callbacks.onEnd(pointOf(event));
  };

  const onPointerCancel = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    cancel();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !dragging) return;
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  function cancel() {
    const wasDragging = dragging;
    stop();
    if (wasDragging) callbacks.onCancel();
  }

  function stop() {
    dragging = false;
    doc.documentElement.removeAttribute(DRAGGING_ATTRIBUTE);
    doc.removeEventListener('pointermove', onPointerMove);
    doc.removeEventListener('pointerup', onPointerUp);
    doc.removeEventListener('pointercancel', onPointerCancel);
    doc.removeEventListener('keydown', onKeyDown, true);
  }

  doc.addEventListener('pointermove', onPointerMove);
  doc.addEventListener('pointerup', onPointerUp);
  doc.addEventListener('pointercancel', onPointerCancel);
  doc.addEventListener('keydown', onKeyDown, true);
  return stop;
}

/**
 * Swallows the click that follows the release of a drag (on whatever element was under the
 * pointer), so that dropping an item never activates a button or a link by accident.
 */
function swallowNextClick(doc: Document): void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    remove();
  };
  const remove = () => {
    doc.removeEventListener('click', swallow, true);
    doc.removeEventListener('pointerdown', remove, true);
  };
  doc.addEventListener('click', swallow, true);
  // A click comes right after the pointerup, in the same turn of the event loop, or not at all;
  // a new press certainly starts afresh.
  doc.addEventListener('pointerdown', remove, true);
  setTimeout(remove, 0);
}

/**
 * Whether a press on `target` should be left to the element pressed rather than start a drag:
 * text fields and other controls inside a draggable item keep working.
 */
export function isInteractiveTarget(target: EventTarget | null, draggable: Element): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  );
  return control !== null && control !== draggable && draggable.contains(control);
}
