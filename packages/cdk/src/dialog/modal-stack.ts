import {LIVE_ANNOUNCER_CLASS} from '../a11y';
import {OVERLAY_CONTAINER_CLASS} from '../overlay';

/** Open modal dialogs, oldest first: the last one is on top and the only one in use. */
const modals: Element[] = [];
/** The elements this module made inert, so it never removes an `inert` someone else set. */
const madeInert = new Set<Element>();

/** Elements that must stay usable behind a modal: live regions speak, scripts and styles are inert anyway. */
const STAYS_ACTIVE = `script, style, link, template, [aria-live], .${LIVE_ANNOUNCER_CLASS}`;

/**
 * The element that holds a dialog and everything that belongs to it (its backdrop): its ancestor
 * that is a direct child of the overlay container, or of `<body>` if it is not in one.
 */
export function getModalLayer(element: Element): Element {
  let layer = element;
  for (let parent = layer.parentElement; parent; parent = layer.parentElement) {
    if (
      parent === element.ownerDocument.body ||
      parent.classList.contains(OVERLAY_CONTAINER_CLASS)
    ) {
      break;
    }
    layer = parent;
  }
  return layer;
}

/**
 * What a modal layer puts out of reach: the layers opened before it in the same parent (lower
 * dialogs, overlays of the page) and everything beside its ancestors (the page). Layers opened
 * after it, such as a menu opened from the dialog, stay usable.
 */
function elementsBehind(layer: Element): Element[] {
  const behind: Element[] = [];
  for (
    let sibling = layer.previousElementSibling;
    sibling;
    sibling = sibling.previousElementSibling
  ) {
    behind.push(sibling);
  }
  const body = layer.ownerDocument.body;
  for (let node = layer.parentElement; node && node !== body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling !== node) behind.push(sibling);
    }
  }
  return behind.filter((element) => !element.matches(STAYS_ACTIVE));
}

function update(): void {
  const top = modals[modals.length - 1];
  const wanted = new Set(top ? elementsBehind(getModalLayer(top)) : []);
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    if (madeInert.has(element) || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

/**
 * Makes `dialog` the top modal: everything behind it becomes `inert`, unreachable by pointer,
 * keyboard and assistive technology. Returns the function that takes it off the stack again; the
 * dialog below it, if any, becomes the one in use.
 */
export function pushModal(dialog: Element): () => void {
  modals.push(dialog);
  update();
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    const index = modals.indexOf(dialog);
    if (index >= 0) modals.splice(index, 1);
    update();
  };
}
