import type {DragItemInfo, ListEntry} from './drag-types';
import {containsPoint, type DragPosition} from './geometry';

/** Sorts elements (or entries holding one) in the order they come in the document. */
export function documentOrder(
  a: {element: HTMLElement | null},
  b: {element: HTMLElement | null},
): number {
  if (!a.element || !b.element || a.element === b.element) return 0;
  return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * The lists an item of `source` may be dragged into, in document order: `source` itself, and the
 * lists it names in `connectedTo` or that share its `group`, unless they are disabled or their
 * `enterPredicate` refuses the item.
 */
export function findConnectedLists(
  lists: Iterable<ListEntry>,
  source: ListEntry,
  item: DragItemInfo<never>,
): ListEntry[] {
  const {connectedTo, group} = source.options;
  return [...lists]
    .filter(
      (list) =>
        list === source ||
        ((connectedTo.includes(list.id) || (group !== undefined && list.options.group === group)) &&
          !list.options.disabled &&
          list.element !== null &&
          list.options.enterPredicate?.(item) !== false),
    )
    .sort(documentOrder);
}

/** The innermost of the lists under a point, or `null`. */
export function listAt(lists: readonly ListEntry[], point: DragPosition): ListEntry | null {
  let found: ListEntry | null = null;
  for (const list of lists) {
    if (!list.element || !containsPoint(list.element.getBoundingClientRect(), point)) continue;
    if (!found?.element || found.element.contains(list.element)) found = list;
  }
  return found;
}

/** An element's computed margins, as a `margin` value for its placeholder. */
export function readMargins(element: HTMLElement): string {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (!style) return '0px';
  return [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft]
    .map((value) => value || '0px')
    .join(' ');
}
