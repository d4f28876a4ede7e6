/**
 * What an open overlay does while the page behind it scrolls:
 * - `reposition`: it follows its anchor (the default);
 * - `close`: the first scroll outside the overlay dismisses it, with the reason `scroll`;
 * - `block`: the page cannot scroll while the overlay is open;
 * - `noop`: nothing; it stays where it was first placed.
 */
export type OverlayScrollStrategy = 'reposition' | 'close' | 'block' | 'noop';

/** Pages whose scrolling is blocked, with the number of overlays that block each. */
const blocked = new Map<Document, {count: number; overflow: string; gutter: string}>();

/**
 * Stops the page from scrolling until the returned function is called. Overlays may nest: the
 * page scrolls again when the last one lets go. A scrollbar that takes room keeps its room, so
 * nothing shifts; where scrollbars float over the page (or there is none), no room is made.
 */
export function blockPageScroll(document: Document): () => void {
  const root = document.documentElement;
  const entry = blocked.get(document);
  if (entry) {
    entry.count++;
  } else {
    blocked.set(document, {
      count: 1,
      overflow: root.style.overflow,
      gutter: root.style.getPropertyValue('scrollbar-gutter'),
    });
    const view = document.defaultView;
    const scrollbarTakesRoom = !!view && view.innerWidth > root.clientWidth;
    if (scrollbarTakesRoom) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = blocked.get(document);
    if (!current || --current.count > 0) return;
    blocked.delete(document);
    root.style.overflow = current.overflow;
    root.style.setProperty('scrollbar-gutter', current.gutter);
  };
}

/**
 * Calls `onScroll` when anything but the overlay's own pane scrolls (the page, or a scrolling
 * container holding the anchor). Returns a function that stops listening.
 */
export function listenForOutsideScroll(
  pane: Element,
  onScroll: (event: Event) => void,
): () => void {
  const document = pane.ownerDocument;
  const listener = (event: Event) => {
    const target = event.target;
    if (target instanceof Node && pane.contains(target)) return;
    onScroll(event);
  };
  document.addEventListener('scroll', listener, {capture: true, passive: true});
  return () => document.removeEventListener('scroll', listener, {capture: true});
}
