import type {CSSProperties, FocusEvent, KeyboardEvent, PointerEvent, RefObject} from 'react';
import type {DragMode} from './drag-types';
import {isInteractiveTarget} from './pointer-tracker';

/** What the list and free drag hooks give the draggable element. */
export interface DragBehaviour {
  /** How the item is being dragged, or `null`. */
  dragging: DragMode | null;
  /** The styles that place the item while it is dragged. */
  style: CSSProperties | undefined;
  /** Whether the placeholder goes right before the item. */
  placeholderBefore: boolean;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** The elements of a draggable item that the hooks need. */
export interface DraggableElements {
  /** The item's element. */
  element: RefObject<HTMLElement | null>;
  /** Its handles, if it has any. */
  handles: RefObject<Set<HTMLElement>>;
}

/** The element that takes the keyboard: the first handle, else the item itself. */
export function getFocusTarget({element, handles}: DraggableElements): HTMLElement | null {
  const [first] = [...handles.current].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return first ?? element.current;
}

/** Whether a key went to an element that takes the keyboard: a handle, or the item itself. */
export function isKeyboardTarget(target: EventTarget, elements: DraggableElements): boolean {
  const handles = elements.handles.current;
  return handles.size > 0
    ? handles.has(target as HTMLElement)
    : target === elements.element.current;
}

/**
 * Whether a press can start a drag: the primary button, on a handle when the item has handles,
 * and not in a text field or other control inside the item.
 */
export function canPressStartDrag(
  event: PointerEvent<HTMLElement>,
  elements: DraggableElements,
): boolean {
  const element = elements.element.current;
  if (event.button !== 0 || !element) return false;
  const handles = [...elements.handles.current];
  const target = event.target as Node;
  if (handles.length > 0 && !handles.some((handle) => handle.contains(target))) return false;
  return !isInteractiveTarget(event.target, element);
}

/** The style of an element lifted out of the page during a drag. */
export function liftedStyle(
  base: {x: number; y: number},
  size: {width: number; height: number},
): CSSProperties {
  return {
    position: 'fixed',
    left: base.x,
    top: base.y,
    width: size.width,
    height: size.height,
    margin: 0,
    boxSizing: 'border-box',
  };
}
