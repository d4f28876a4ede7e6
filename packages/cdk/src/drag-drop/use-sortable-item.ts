'use client';

import {useEffect, useEffectEvent, useLayoutEffect, useRef, type KeyboardEvent} from 'react';
import {getDirection} from '../bidi';
import type {DropListContextValue} from './drag-drop-context';
import {useDragSelector} from './drag-drop-context';
import {dragDropRegistry as registry, type KeyboardMove} from './drag-registry';
import type {ItemEntry, ItemOptions} from './drag-types';
import {
  canPressStartDrag,
  getFocusTarget,
  isKeyboardTarget,
  liftedStyle,
  type DragBehaviour,
  type DraggableElements,
} from './draggable-behaviour';
import type {DropListOrientation} from './geometry';
import {trackPointerDrag} from './pointer-tracker';

/** Options of {@link useSortableItem}. */
export interface SortableItemOptions extends DraggableElements {
  /** The list the item is in, or `null` for an item dragged freely (the hook then does nothing). */
  list: DropListContextValue | null;
  /** A unique key for the item. */
  itemKey: string;
  /** The item's options, read when a drag needs them. */
  options: ItemOptions;
  /** How far the pointer moves before a press becomes a drag, in pixels. */
  threshold: number;
}

/** Which step each arrow key makes, in a list of this orientation and direction. */
function keyToMove(
  key: string,
  orientation: DropListOrientation,
  rtl: boolean,
): KeyboardMove | null {
  const inline = (forward: boolean) => (forward !== rtl ? 'next' : 'previous');
  const across = (forward: boolean) => (forward !== rtl ? 'nextList' : 'previousList');
  switch (key) {
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'ArrowUp':
      return orientation === 'vertical' ? 'previous' : 'previousList';
    case 'ArrowDown':
      return orientation === 'vertical' ? 'next' : 'nextList';
    case 'ArrowLeft':
      return orientation === 'vertical' ? across(false) : inline(false);
    case 'ArrowRight':
      return orientation === 'vertical' ? across(true) : inline(true);
    default:
      return null;
  }
}

/**
 * The behaviour of an item of a drop list: it registers with the page's drag registry, starts
 * pointer and keyboard drags, and is shown lifted out of the list while dragged.
 */
export function useSortableItem({
  list,
  itemKey,
  options,
  threshold,
  element,
  handles,
}: SortableItemOptions): DragBehaviour {
  const entryRef = useRef<ItemEntry | null>(null);
  const stopTrackingRef = useRef<(() => void) | null>(null);
  const listId = list?.id;
  const elements: DraggableElements = {element, handles};

  // The entry starts with the options of the render that registers it; the next effect refreshes
  // them after every render, without registering the item again.
  const currentOptions = useEffectEvent(() => options);
  useLayoutEffect(() => {
    if (listId === undefined) return;
    const entry: ItemEntry = {
      key: itemKey,
      listId,
      element: null,
      focusTarget: () => getFocusTarget({element, handles}),
      options: currentOptions(),
    };
    entryRef.current = entry;
    registry.items.add(entry);
    return () => {
      registry.unregisterItem(entry);
      entryRef.current = null;
    };
  }, [listId, itemKey, element, handles]);

  useLayoutEffect(() => {
    const entry = entryRef.current;
    if (!entry) return;
    entry.element = element.current;
    entry.options = options;
  });

  useEffect(() => () => stopTrackingRef.current?.(), []);

  const dragged = useDragSelector((session) => (session?.itemKey === itemKey ? session : null));
  const placeholderBefore = useDragSelector(
    (session) => session !== null && session.placeholderBeforeKey === itemKey,
  );

  useLayoutEffect(() => {
    const node = element.current;
    if (!dragged || dragged.correction || !node) return;
    // Where the fixed element really is: an ancestor with a transform would move it.
    const base = dragged.mode === 'pointer' ? dragged.origin : dragged.anchor;
    const rect = node.getBoundingClientRect();
    registry.setCorrection({x: rect.left - base.x, y: rect.top - base.y});
  }, [dragged, element]);

  const disabled = !list || list.disabled || options.disabled;

  const onPointerDown: DragBehaviour['onPointerDown'] = (event) => {
    const entry = entryRef.current;
    if (disabled || !entry || registry.getSession() || !canPressStartDrag(event, elements)) return;
    stopTrackingRef.current?.();
    stopTrackingRef.current = trackPointerDrag(event, event.currentTarget.ownerDocument, {
      threshold,
      onStart: (start) => registry.start(entry, 'pointer', start),
      onMove: (point) => registry.pointerMove(point),
      onEnd: () => registry.drop(),
      onCancel: () => registry.cancel(),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entry = entryRef.current;
    if (!entry || !isKeyboardTarget(event.target, elements)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const session = registry.getSession();
    const select = event.key === ' ' || event.key === 'Enter';
    if (!session) {
      if (select && !event.repeat && !disabled && registry.start(entry, 'keyboard')) {
        event.preventDefault();
      }
      return;
    }
    if (session.item !== entry || session.mode !== 'keyboard') return;
    if (select) {
      registry.drop();
    } else if (event.key === 'Escape') {
      registry.cancel();
    } else {
      const target = registry.lists.get(session.targetListId);
      const rtl = target?.element ? getDirection(target.element) === 'rtl' : false;
      const move = keyToMove(event.key, target?.options.orientation ?? 'vertical', rtl);
      if (!move) return;
      registry.keyboardMove(move);
    }
    event.preventDefault();
  };

  const onBlur: DragBehaviour['onBlur'] = (event) => {
    const session = registry.getSession();
    if (session?.item !== entryRef.current || session?.mode !== 'keyboard') return;
    if (isKeyboardTarget(event.target, elements)) registry.cancel();
  };

  let style: DragBehaviour['style'];
  if (dragged) {
    const pointer = dragged.mode === 'pointer';
    const base = pointer ? dragged.origin : dragged.anchor;
    const correction = dragged.correction ?? {x: 0, y: 0};
    style = {
      // With the keyboard, the item takes the placeholder's place and size.
      ...liftedStyle(
        {x: base.x - correction.x, y: base.y - correction.y},
        pointer ? dragged.size : dragged.anchor,
      ),
      ...(pointer && {pointerEvents: 'none'}),
      ...(pointer &&
        dragged.correction && {
          transform: `translate3d(${dragged.offset.x}px, ${dragged.offset.y}px, 0)`,
        }),
    };
  }

  return {
    dragging: dragged?.mode ?? null,
    style,
    placeholderBefore,
    onPointerDown,
    onKeyDown,
    onBlur,
  };
}
