import type {RefObject} from 'react';
import type {DragAxis, DragPosition, DropListOrientation} from './geometry';
import type {DragDropMessages} from './messages';

/** How a drag is made: with a pointer (mouse, pen, touch) or with the keyboard. */
export type DragMode = 'pointer' | 'keyboard';

/** The item a list is asked about in its `enterPredicate`. */
export interface DragItemInfo<T = unknown> {
  /** The `data` of the dragged item. */
  data: T;
  /** The dragged item's element. */
  element: HTMLElement;
  /** The id of the list the item comes from. */
  sourceListId: string;
}

/** What a list's `onDrop` receives when an item is dropped into it. */
export interface DropEvent<T = unknown> {
  /** The `data` of the dropped item. */
  item: T;
  /** The item's index in the list it came from, before the drag. */
  previousIndex: number;
  /** The index the item was dropped at in this list, counted as if it were already there. */
  currentIndex: number;
  /** The id of the list the item came from; the same as `listId` for a reorder. */
  previousListId: string;
  /** The id of the list the item was dropped into: the list whose `onDrop` is called. */
  listId: string;
  /**
   * Whether the pointer was over this list when it was released (always `true` for a keyboard
   * drop). An item released outside every list lands in the list it was last over.
   */
  isPointerOverList: boolean;
  /** How the drag was made. */
  mode: DragMode;
}

/** The options of a registered list, read when a drag needs them. */
export interface ListOptions {
  orientation: DropListOrientation;
  disabled: boolean;
  connectedTo: readonly string[];
  group: string | undefined;
  enterPredicate: ((item: DragItemInfo<never>) => boolean) | undefined;
  onDrop: ((event: DropEvent<never>) => void) | undefined;
  autoScroll: boolean;
  placeholderClassName: string | undefined;
  messages: DragDropMessages;
}

/** A drop list as the registry knows it. */
export interface ListEntry {
  id: string;
  element: HTMLElement | null;
  options: ListOptions;
}

/** The options of a registered item. */
export interface ItemOptions {
  data: unknown;
  disabled: boolean;
  label: string | undefined;
  lockAxis: DragAxis | undefined;
  boundary: RefObject<HTMLElement | null> | undefined;
}

/** A draggable item of a list as the registry knows it. */
export interface ItemEntry {
  /** A unique key (from `useId`). */
  key: string;
  /** The id of its list. */
  listId: string;
  element: HTMLElement | null;
  /** The element that takes focus and the keyboard: the handle, if there is one, else the item. */
  focusTarget: () => HTMLElement | null;
  options: ItemOptions;
}

/** What the placeholder looks like: the dragged item's size and margins, in the target list. */
export interface PlaceholderSpec {
  width: number;
  height: number;
  margin: string;
  orientation: DropListOrientation;
  className: string | undefined;
}

/**
 * A drag of a list item under way. A new object replaces it at each change, so components can
 * subscribe to parts of it.
 */
export interface DragSession {
  item: ItemEntry;
  itemKey: string;
  mode: DragMode;
  sourceListId: string;
  sourceIndex: number;
  targetListId: string;
  /** Where the item would land in the target list, counted without the item itself. */
  targetIndex: number;
  /** The key of the item the placeholder is before, or `null` at the end of the target list. */
  placeholderBeforeKey: string | null;
  placeholder: PlaceholderSpec;
  /** The item's box when the drag started. */
  origin: DragPosition;
  size: {width: number; height: number};
  /** How far the item moved with the pointer, constrained (pointer drags). */
  offset: DragPosition;
  /** Where the item is shown during a keyboard drag: the placeholder's box. */
  anchor: DragPosition & {width: number; height: number};
  /**
   * The gap between where a `position: fixed` element is asked to go and where it goes (an
   * ancestor with a transform moves it); `null` until measured.
   */
  correction: DragPosition | null;
  pointerOverList: boolean;
}
