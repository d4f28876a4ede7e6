/** A text direction: left to right, or right to left. */
export type Direction = 'ltr' | 'rtl';

/**
 * The text direction an element is laid out in, as the browser computes it (a `dir` attribute on
 * the element or any ancestor, or the CSS `direction`). Read it when it is needed, in an event
 * handler or an effect, since it can change with the page. Where no style is computed (a test
 * DOM), the nearest `dir` attribute decides; without one it is `ltr`.
 */
export function getDirection(element: Element): Direction {
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction;
  if (computed === 'rtl' || computed === 'ltr') return computed;
  const fromAttribute = element.closest('[dir]')?.getAttribute('dir')?.toLowerCase();
  return fromAttribute === 'rtl' ? 'rtl' : 'ltr';
}

/** Reads a `dir` attribute value as a direction: `rtl`, or `ltr` for anything else. */
export function parseDirection(value: string | null | undefined): Direction {
  return value?.trim().toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}
