/**
 * Sends a pointer's later events to an element (a drag that leaves it keeps reporting), where the
 * browser can. A pointer the browser no longer tracks, or a synthetic one, cannot be captured;
 * jsdom has no pointer capture at all.
 *
 * A function of its own, outside the hooks that drag: the React Compiler cannot yet compile a
 * `try` around an optional call, and would leave the whole hook as written.
 */
export function capturePointer(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture?.(pointerId);
  } catch {
    // Not captured: the drag still follows the events that reach the element.
  }
}
