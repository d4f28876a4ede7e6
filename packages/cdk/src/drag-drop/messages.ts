/** What an announcement of a drag is about, for the functions of {@link DragDropMessages}. */
export interface DragAnnouncementInfo {
  /** The dragged item's label: its `label` prop, else its text. */
  label: string;
  /**
   * The item's position in its list, from 1: where it would land now, or, when a drag is
   * cancelled, where it is back at. Not set for an item dragged freely.
   */
  position?: number;
  /** How many items the list has with the dragged item in it. Not set for a free item. */
  count?: number;
  /** The name of that list (its `aria-label` or `aria-labelledby` text), or `''`. */
  listLabel: string;
  /**
   * Whether the item is in another list than it was before: than it was a step ago for a move,
   * than its own list for a drop.
   */
  listChanged: boolean;
}

/**
 * The texts of drag and drop, for screen reader users: the description of each draggable item
 * and what the live announcer says as a keyboard drag goes along. Pass the ones to change, in
 * another language for instance, through a list's or a free item's `messages` prop.
 */
export interface DragDropMessages {
  /** The description of each item of a list, telling how to move it with the keyboard. */
  listInstructions: string;
  /** The description of an item dragged freely, telling how to move it with the keyboard. */
  freeInstructions: string;
  /** Said when an item is picked up with the keyboard. */
  pickedUp: (info: DragAnnouncementInfo) => string;
  /** Said each time the keyboard moves a picked up item. */
  moved: (info: DragAnnouncementInfo) => string;
  /** Said when an item is dropped. */
  dropped: (info: DragAnnouncementInfo) => string;
  /** Said when a drag is cancelled and the item goes back to where it was. */
  cancelled: (info: DragAnnouncementInfo) => string;
}

const inList = ({listLabel}: DragAnnouncementInfo) => (listLabel ? ` in ${listLabel}` : '');
const place = (info: DragAnnouncementInfo) =>
  info.position === undefined ? '' : `, position ${info.position} of ${info.count}`;

/** The English texts used where none are given. */
export const DEFAULT_DRAG_DROP_MESSAGES: DragDropMessages = {
  listInstructions:
    'To move this item, press Space or Enter to pick it up, move it with the arrow keys, ' +
    'then press Space or Enter to drop it, or Escape to cancel.',
  freeInstructions:
    'To move this item, press Space or Enter to pick it up, move it with the arrow keys, ' +
    'then press Space or Enter to drop it, or Escape to put it back.',
  pickedUp: (info) => `Picked up ${info.label}${place(info)}${inList(info)}.`,
  moved: (info) =>
    info.listChanged && info.listLabel
      ? `${info.label}, moved to ${info.listLabel}${place(info)}.`
      : `${info.label}${place(info)}.`,
  dropped: (info) => `Dropped ${info.label}${inList(info)}${place(info)}.`,
  cancelled: (info) =>
    info.position === undefined
      ? `Cancelled. ${info.label} is back where it was.`
      : `Cancelled. ${info.label} is back at position ${info.position} of ${info.count}${inList(info)}.`,
};

/** The default messages with the given ones in their place. */
export function resolveMessages(messages?: Partial<DragDropMessages>): DragDropMessages {
  return messages ? {...DEFAULT_DRAG_DROP_MESSAGES, ...messages} : DEFAULT_DRAG_DROP_MESSAGES;
}

/** A readable label for an element: its text with the white space collapsed. */
export function textLabel(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The accessible name an element is given by `aria-label` or `aria-labelledby`, or `''`. */
export function elementLabel(element: Element | null): string {
  if (!element) return '';
  const label = element.getAttribute('aria-label')?.trim();
  if (label) return label;
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => textLabel(element.ownerDocument.getElementById(id)))
    .filter(Boolean)
    .join(' ');
}
