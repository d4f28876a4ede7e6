const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * Whether an element can be reached with the Tab key. Judged from the DOM alone (no layout), so it
 * also works where there is no layout engine: disabled, `hidden`, `inert` and `display: none` or
 * `visibility: hidden` elements are excluded.
 */
export function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[hidden], [inert], fieldset[disabled]')) return false;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return !style || (style.display !== 'none' && style.visibility !== 'hidden');
}

/** The elements inside `container` that the Tab key reaches, in tab order. */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  const elements = Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    isTabbable,
  );
  // Positive tabindex values come first, in order; then everything else in document order.
  const positive = elements.filter((element) => element.tabIndex > 0);
  const natural = elements.filter((element) => element.tabIndex === 0);
  positive.sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...natural];
}
