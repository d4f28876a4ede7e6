/**
 * Why an overlay asks to be dismissed: a pointer press outside it, Escape, or (with the `close`
 * scroll strategy) a scroll of the page behind it.
 */
export type OverlayDismissReason = 'outside-pointer' | 'escape' | 'scroll';

/** An open overlay (or dialog) as the dismissal dispatcher sees it. */
export interface DismissableLayer {
  /** The overlay's own element; pointer presses inside it are not outside. */
  readonly pane: Element;
  /** The element the overlay is anchored to; pressing it does not dismiss (it toggles). */
  readonly anchor: Element | null;
  /** Whether a pointer press outside dismisses the overlay. */
  readonly dismissOnOutsidePointerDown: boolean;
  /** Whether Escape dismisses the overlay. */
  readonly dismissOnEscape: boolean;
  /** Called when the overlay should close. */
  readonly onDismiss: (reason: OverlayDismissReason, event: Event) => void;
}

/** Open overlays, oldest first: the last one is on top. */
const layers: DismissableLayer[] = [];
const listening = new Set<Document>();

function onPointerDown(event: PointerEvent): void {
  const target = event.composedPath()[0] ?? event.target;
  if (!(target instanceof Node)) return;
  // From the top down: a press inside an overlay is inside every overlay below it too (a submenu
  // is part of its parent menu), so the walk stops there.
  for (const layer of [...layers].reverse()) {
    if (layer.pane.contains(target)) return;
    if (layer.anchor?.contains(target)) continue;
    if (layer.dismissOnOutsidePointerDown) layer.onDismiss('outside-pointer', event);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  // Only the topmost overlay that listens closes; the ones below stay open for the next Escape.
  const top = [...layers].reverse().find((layer) => layer.dismissOnEscape);
  if (top) {
    event.preventDefault();
    top.onDismiss('escape', event);
  }
}

/**
 * Puts an overlay on top of the stack of open overlays, which dispatches pointer presses outside
 * and the Escape key to them. Returns the function that removes it. The overlay and the dialog
 * share the stack, so that one Escape closes only the topmost of the dialogs and overlays.
 */
export function pushDismissableLayer(layer: DismissableLayer): () => void {
  const doc = layer.pane.ownerDocument;
  layers.push(layer);
  if (!listening.has(doc)) {
    listening.add(doc);
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('keydown', onKeyDown);
  }
  return () => {
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
    if (!layers.some((other) => other.pane.ownerDocument === doc)) {
      listening.delete(doc);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('keydown', onKeyDown);
    }
  };
}
