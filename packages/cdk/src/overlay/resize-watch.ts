/** A width and a height, in CSS pixels. */
export interface MeasuredSize {
  width: number;
  height: number;
}

/** The anchor's and the pane's sizes as the last placement measured them. */
export interface PlacementSizes {
  reference: MeasuredSize;
  floating: MeasuredSize;
}

/** Whether a resize observation reports a size other than `last` (by a pixel or more). */
function differs(entry: ResizeObserverEntry, last: MeasuredSize | undefined): boolean {
  const box = entry.borderBoxSize?.[0];
  if (!last || !box) return true;
  return Math.abs(box.inlineSize - last.width) >= 1 || Math.abs(box.blockSize - last.height) >= 1;
}

/**
 * Calls `onResize` when the anchor or the pane takes a size other than the one the last placement
 * measured (`measured()`, undefined before the first). Returns a function that stops watching.
 *
 * Floating UI's own watch (`autoUpdate`'s `elementResize`) placed the pane again on every
 * observation, the first one included: a resize observer reports each element's size once as it
 * starts, in the frame after the press that opened the overlay, so every opening computed its
 * position twice, the second time in that frame (6-8 ms with the CPU slowed 4x). This one leaves
 * out observations of the sizes the placement already used.
 */
export function watchResizes(
  anchor: Element,
  pane: Element,
  measured: () => PlacementSizes | undefined,
  onResize: () => void,
): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver((entries) => {
    const sizes = measured();
    const resized = entries.some((entry) =>
      differs(entry, entry.target === pane ? sizes?.floating : sizes?.reference),
    );
    if (resized) onResize();
  });
  observer.observe(anchor);
  observer.observe(pane);
  return () => observer.disconnect();
}
