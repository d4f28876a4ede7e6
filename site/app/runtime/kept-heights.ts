import {whenLeavingPage} from './leaving-page';
import {SessionNumbers} from './session-numbers';

/**
 * The attribute that marks a box whose content comes to life after the page is shown (a live
 * example): its value names the box, and the box's height is kept by that name (see
 * {@link KeptHeights}).
 */
export const KEEP_HEIGHT_ATTRIBUTE = 'data-keep-height';

/**
 * Marks a placeholder that a marked box shows instead of its content (see
 * {@link reserveKeptHeight}). It is in the placeholder's own markup, so a box is known to show one
 * from the moment it is on the page.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-placeholder';

/**
 * The height each marked box had when the visitor last left a page, by box and window width,
 * kept for the tab's session (across reloads).
 *
 * A live example's code loads only as it nears the viewport, so a page shown again (Back,
 * Forward, another tab of the same item) first shows a placeholder for each example. The
 * placeholder takes the height the example had, so the page is laid out as the visitor left it:
 * a restored scroll position shows the same place, and the example that comes to life in the
 * placeholder moves nothing.
 */
export class KeptHeights {
  private readonly heights: SessionNumbers;

  constructor(storage: () => Storage | null) {
    this.heights = new SessionNumbers('docs-kept-heights', 400, storage);
  }

  /** The height box `name` had in a window `width` pixels wide. */
  get(name: string, width: number): number | undefined {
    const height = this.heights.get(`${name}@${Math.round(width)}`);
    return height !== undefined && height > 0 ? height : undefined;
  }

  /** Records a height; a box with no height (hidden, or gone) says nothing and is ignored. */
  set(name: string, width: number, height: number): void {
    if (height > 0)
      this.heights.set(`${name}@${Math.round(width)}`, Math.round(height * 100) / 100);
  }

  persist(): void {
    this.heights.persist();
  }
}

let shared: KeptHeights | null = null;

/**
 * This tab's kept heights. The first use records the page's marked boxes as they are (the
 * prerendered page, before its parts hydrate), and from then on they are recorded each time the
 * visitor leaves a page, and kept for a reload when the document is hidden.
 */
export function keptHeights(): KeptHeights {
  if (!shared) {
    const heights = (shared = new KeptHeights(() => window.sessionStorage));
    recordKeptHeights();
    whenLeavingPage(() => recordKeptHeights());
    window.addEventListener('pagehide', () => {
      recordKeptHeights();
      heights.persist();
    });
  }
  return shared;
}

/**
 * Records the height of every marked box on the page that shows its content (see
 * {@link KEEP_HEIGHT_ATTRIBUTE}); see {@link keptHeights} for when.
 *
 * A box showing a placeholder is left out: either it has a kept height already, or it has the
 * placeholder's own height, which it will have again. (A page being left can show placeholders
 * it did not show a moment before: React cannot keep a part's prerendered HTML once a change
 * above the part reaches it before it has hydrated, so it renders the part anew.)
 */
export function recordKeptHeights(root: ParentNode = document): void {
  const heights = keptHeights();
  for (const box of root.querySelectorAll<HTMLElement>(`[${KEEP_HEIGHT_ATTRIBUTE}]`)) {
    const name = box.getAttribute(KEEP_HEIGHT_ATTRIBUTE);
    if (!name || box.querySelector(`:scope > [${PLACEHOLDER_ATTRIBUTE}]`)) continue;
    heights.set(name, window.innerWidth, box.getBoundingClientRect().height);
  }
}

/**
 * Gives the box around a placeholder (its parent; the placeholder carries
 * {@link PLACEHOLDER_ATTRIBUTE}) the height the box named `name` had, if one is kept at this
 * window width, until the returned function is called.
 */
export function reserveKeptHeight(placeholder: Element, name: string): () => void {
  const box = placeholder.parentElement;
  const height = keptHeights().get(name, window.innerWidth);
  if (!box || height === undefined) return () => {};
  box.style.boxSizing = 'border-box';
  box.style.minHeight = `${height}px`;
  return () => {
    box.style.boxSizing = '';
    box.style.minHeight = '';
  };
}
