/** What {@link watchViewport} listens for. */
export interface ViewportWatchOptions {
  /** Whether a scroll of the page, or of an element that holds the anchor, is reported. */
  scrolls: boolean;
}

/**
 * Calls `onChange` when the window or the visual viewport changes size, and (with `scrolls`) when
 * the page or any element that holds `anchor` scrolls, or the visual viewport pans. Returns a
 * function that stops listening.
 *
 * Floating UI's `autoUpdate` finds the anchor's scrolling ancestors as it starts, reading the
 * computed style of each of its ancestors, and puts a listener on each: in the press that opens
 * an overlay, that walk cost about 6 ms with the CPU slowed 4x on a documentation page. Scroll
 * events do not bubble, but a listener on the document in the capture phase hears every one of
 * them, so one listener does and no ancestor is read. (Like the rest of the overlay, it does not
 * look into shadow roots: an anchor in one follows the document's scroll only.)
 */
export function watchViewport(
  anchor: Element,
  {scrolls}: ViewportWatchOptions,
  onChange: () => void,
): () => void {
  const document = anchor.ownerDocument;
  const view = document.defaultView;
  const onScroll = (event: Event) => {
    const target = event.target;
    // Other scrolling (the pane's own list, a code block beside the anchor) moves nothing.
    if (target === document || (target instanceof Node && target.contains(anchor))) onChange();
  };
  const passive = {passive: true} as const;
  const capture = {capture: true, passive: true} as const;
  view?.addEventListener('resize', onChange, passive);
  view?.visualViewport?.addEventListener('resize', onChange, passive);
  if (scrolls) {
    document.addEventListener('scroll', onScroll, capture);
    view?.visualViewport?.addEventListener('scroll', onChange, passive);
  }
  return () => {
    view?.removeEventListener('resize', onChange);
    view?.visualViewport?.removeEventListener('resize', onChange);
    document.removeEventListener('scroll', onScroll, {capture: true});
    view?.visualViewport?.removeEventListener('scroll', onChange);
  };
}
