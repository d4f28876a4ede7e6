/**
 * How much of the neighbouring tab stays in view past the one scrolled to, a hint that there is
 * more.
 */
const NEIGHBOUR_HINT = 24;

/**
 * Scrolls a row of tabs (`scroller`), not the page, just enough that one of its tabs is in view,
 * with a little of its neighbour. The tab header and the stepper's row of headers share it.
 * `scrollLeft` moves the content the same way in both text directions, so it works in either.
 */
export function scrollIntoViewWithin(
  tab: HTMLElement | null | undefined,
  scroller: HTMLElement | null | undefined,
): void {
  if (!tab || !scroller) return;
  const view = scroller.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  if (rect.left < view.left) scroller.scrollLeft -= view.left - rect.left + NEIGHBOUR_HINT;
  else if (rect.right > view.right) scroller.scrollLeft += rect.right - view.right + NEIGHBOUR_HINT;
}
