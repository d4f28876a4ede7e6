'use client';

import {createContext, useSyncExternalStore} from 'react';
import {dragDropRegistry} from './drag-registry';
import type {DragSession} from './drag-types';

/** What a drop list tells the items inside it. */
export interface DropListContextValue {
  /** The list's id. */
  id: string;
  /** Whether the whole list is disabled. */
  disabled: boolean;
  /** The id of the hidden text that tells how to move an item with the keyboard. */
  instructionsId: string;
}

export const DropListContext = createContext<DropListContextValue | null>(null);

/** What a draggable item tells the handles inside it. */
export interface DraggableContextValue {
  /** Adds a handle; returns the function that removes it. */
  registerHandle: (element: HTMLElement) => () => void;
  /** Whether the item cannot be dragged. */
  disabled: boolean;
  /** The id of the text describing how to move the item with the keyboard. */
  instructionsId: string;
}

export const DraggableContext = createContext<DraggableContextValue | null>(null);

/**
 * A part of the drag under way, re-read whenever it changes. The selector must return the same
 * value for the same session (a primitive, or a part of the session object).
 */
export function useDragSelector<T>(selector: (session: DragSession | null) => T): T {
  return useSyncExternalStore(
    dragDropRegistry.subscribe,
    () => selector(dragDropRegistry.getSession()),
    () => selector(null),
  );
}
