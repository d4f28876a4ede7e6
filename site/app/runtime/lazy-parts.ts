/**
 * Off-screen parts of a page, rendered late.
 *
 * The boxes a documentation page has many of (live examples, code blocks, tables, the symbols of
 * an API reference) are `content-visibility: auto` until marked rendered (the rule is in
 * `doc-article.css`): while the page loads, the browser neither styles nor lays out the ones
 * off screen, which made the first layout of a long page the longest task of its load. Each box
 * is already a formatting context of its own, so the containment this brings changes nothing
 * about how it looks.
 *
 * An off-screen box that was never rendered has a guessed height, so a position measured on the
 * page could point elsewhere once it is. So once a page has settled, its boxes are rendered for
 * good, a few in each idle period (`renderPartsWhenIdle`, run by the documentation content); and
 * before a position is set or kept (Back, Forward, a reload, a fragment), every box is rendered
 * at once ({@link renderAllParts}). A document loaded to restore a position or to land on a fragment
 * renders whole from its first layout ({@link renderWholeWhenRestoring}, run in the head).
 */

/** The attribute that marks a box rendered for good. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/** The attribute on `<html>` under which every box renders whole. */
export const WHOLE_ATTRIBUTE = 'data-render-whole';

/**
 * The boxes rendered late: the list of the rule in `doc-article.css` (a test holds the two
 * together).
 */
export const LAZY_PARTS =
  '.docs-example, .docs-markdown pre, .docs-table-wrapper, .docs-api-symbol';

/** The boxes not rendered yet. */
export const PENDING_PARTS = `:is(${LAZY_PARTS}):not([${RENDERED_ATTRIBUTE}])`;

/** Renders every box not yet rendered (then a measured or restored position is exact). */
export function renderAllParts(root: ParentNode = document): void {
  for (const part of root.querySelectorAll(PENDING_PARTS))
    part.setAttribute(RENDERED_ATTRIBUTE, '');
}

/**
 * Runs in the head, before the first layout (its source text becomes part of an inline script):
 * when this document is loaded to restore a position (a reload, Back or Forward from another
 * document) or to land on a fragment, every box renders from the start, so that the browser's
 * own restoration and its scroll to the fragment land where they should.
 */
export function renderWholeWhenRestoring(attribute: string): void {
  const entries = performance.getEntriesByType ? performance.getEntriesByType('navigation') : [];
  const type = entries[0] ? (entries[0] as PerformanceNavigationTiming).type : 'navigate';
  if (location.hash || type === 'reload' || type === 'back_forward') {
    document.documentElement.setAttribute(attribute, '');
  }
}

/** The head script that runs {@link renderWholeWhenRestoring}. */
export function renderWholeScript(): string {
  return `(${renderWholeWhenRestoring.toString()})(${JSON.stringify(WHOLE_ATTRIBUTE)});`;
}
