/**
 * Renders a documentation page's late boxes for good once its content is in, while the browser
 * is idle (see `lazy-parts.ts`). Part of the content's code, which loads once the page is
 * interactive, not of the code every page needs first.
 */
import {PENDING_PARTS, RENDERED_ATTRIBUTE, renderAllParts} from './lazy-parts';

/**
 * The most time one idle period gives to rendering boxes: a few boxes each, so that no task is
 * long even on a phone four times slower than the machine that measured it.
 */
const SLICE_MS = 8;

/**
 * Renders the boxes not yet rendered while the browser is idle, in document order: in each idle
 * period, one box and then more while the period lasts, for at most {@link SLICE_MS} (each box
 * laid out there and then). Returns a function that stops it.
 */
export function renderPartsWhenIdle(root: ParentNode = document): () => void {
  if (typeof requestIdleCallback !== 'function') {
    renderAllParts(root);
    return () => {};
  }
  let handle = 0;
  const work = (deadline: IdleDeadline) => {
    const started = performance.now();
    let part = root.querySelector(PENDING_PARTS);
    while (part) {
      part.setAttribute(RENDERED_ATTRIBUTE, '');
      // Laid out now, in this idle period, rather than in the next frame with the others.
      part.getBoundingClientRect();
      part = root.querySelector(PENDING_PARTS);
      if (performance.now() - started >= SLICE_MS || deadline.timeRemaining() <= 0) break;
    }
    if (part) handle = requestIdleCallback(work);
  };
  handle = requestIdleCallback(work);
  return () => cancelIdleCallback(handle);
}
