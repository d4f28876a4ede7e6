import {RENDERED_ATTRIBUTE} from './lazy-parts';

/** A page with one late box of each kind, between parts that are never late. */
export const PAGE_WITH_LATE_PARTS =
  '<div class="docs-article docs-markdown"><p>Text</p><pre>code</pre>' +
  '<section class="docs-example">example</section>' +
  '<div class="docs-table-wrapper"><table></table></div>' +
  '<section class="docs-api-symbol">symbol</section><p>More</p></div>';

/** The tags of the boxes rendered for good, in document order. */
export function renderedParts(): string[] {
  return [...document.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)].map((part) => part.tagName);
}
