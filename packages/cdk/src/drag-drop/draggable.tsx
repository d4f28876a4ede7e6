'use client';

import {
  use,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type HTMLAttributes,
  type Ref,
  type RefObject,
} from 'react';
import {VisuallyHidden} from '../a11y';
import {composeEventHandlers, useComposedRefs} from '../slot';
import {DraggableContext, DropListContext, type DraggableContextValue} from './drag-drop-context';
import type {ItemOptions} from './drag-types';
import type {DragAxis, DragPosition} from './geometry';
import {resolveMessages, type DragDropMessages} from './messages';
import {joinIds} from '../core/id-lists';
import {DragPlaceholder} from './placeholder';
import {useFreeDrag} from './use-free-drag';
import {useSortableItem} from './use-sortable-item';
import './drag-drop.css';

/** Props of {@link Draggable}. */
export interface DraggableProps<T = unknown> extends HTMLAttributes<HTMLDivElement> {
  /** The item's data, handed to drop events (`item`) and to `enterPredicate`. */
  data?: T;
  /**
   * Whether the item cannot be dragged. In a list, other items still move around it.
   * @default false
   */
  disabled?: boolean;
  /** What announcements call the item, such as "Buy milk". By default its text. */
  label?: string;
  /** Holds the item to one axis while it is dragged: `x` (across) or `y` (up and down). */
  lockAxis?: DragAxis;
  /** An element the item stays inside while it is dragged. */
  boundary?: RefObject<HTMLElement | null>;
  /**
   * How far the pointer must move, in pixels, before a press becomes a drag: below it a press is
   * a click.
   * @default 5
   */
  dragThreshold?: number;
  /**
   * The position of an item dragged freely (outside a `DropList`): how far it is moved from where
   * it is laid out, in pixels. Controlled; use with `onPositionChange`.
   */
  position?: DragPosition;
  /**
   * The position a freely dragged item starts at, when `position` is not controlled.
   * @default {x: 0, y: 0}
   */
  defaultPosition?: DragPosition;
  /** Called with the new position when a freely dragged item is dropped somewhere new. */
  onPositionChange?: (position: DragPosition) => void;
  /**
   * How many pixels each arrow key moves a freely dragged item picked up with the keyboard.
   * @default 10
   */
  keyboardStep?: number;
  /**
   * Texts that replace the default English ones, for an item dragged freely (items of a list
   * take their list's).
   */
  messages?: Partial<DragDropMessages>;
  /** A ref to the item element. */
  ref?: Ref<HTMLDivElement>;
}

const preventNativeDrag = (event: DragEvent) => event.preventDefault();

/**
 * An element that can be dragged with a pointer or the keyboard. Inside a {@link DropList} it is
 * one of the list's items (`role="listitem"`), reordered by dragging and moved to connected
 * lists. Anywhere else it is dragged freely and keeps its `position`, optionally held to an axis
 * (`lockAxis`) and inside a `boundary`. With a {@link DragHandle} inside, only the handle starts a
 * drag and takes the keyboard.
 *
 * Each item (or handle) is in the tab order and described by instructions: Space or Enter picks
 * it up, the arrow keys move it, Space or Enter drops it and Escape cancels.
 */
export function Draggable<T = unknown>({
  data,
  disabled = false,
  label,
  lockAxis,
  boundary,
  dragThreshold = 5,
  position,
  defaultPosition,
  onPositionChange,
  keyboardStep = 10,
  messages,
  ref,
  className,
  style,
  children,
  onPointerDown,
  onKeyDown,
  onBlur,
  onDragStart,
  'aria-describedby': describedBy,
  ...props
}: DraggableProps<T>) {
  const list = use(DropListContext);
  const key = useId();
  const elementRef = useRef<HTMLDivElement | null>(null);
  const composedRef = useComposedRefs(ref, elementRef);
  const handlesRef = useRef(new Set<HTMLElement>());
  const [handleCount, setHandleCount] = useState(0);
  const resolvedMessages = useMemo(() => resolveMessages(messages), [messages]);
  const elements = {element: elementRef, handles: handlesRef};
  const itemOptions: ItemOptions = {data, disabled, label, lockAxis, boundary};

  const sortable = useSortableItem({
    list,
    itemKey: key,
    options: itemOptions,
    threshold: dragThreshold,
    ...elements,
  });
  const free = useFreeDrag({
    enabled: list === null,
    disabled,
    label,
    lockAxis,
    boundary,
    threshold: dragThreshold,
    keyboardStep,
    position,
    defaultPosition,
    onPositionChange,
    messages: resolvedMessages,
    ...elements,
  });
  const behaviour = list ? sortable : free;
  const inactive = disabled || (list?.disabled ?? false);
  const instructionsId = list ? list.instructionsId : `${key}-instructions`;

  const registerHandle = useCallback((handle: HTMLElement) => {
    handlesRef.current.add(handle);
    setHandleCount(handlesRef.current.size);
    return () => {
      handlesRef.current.delete(handle);
      setHandleCount(handlesRef.current.size);
    };
  }, []);
  const handleContext = useMemo<DraggableContextValue>(
    () => ({registerHandle, disabled: inactive, instructionsId}),
    [registerHandle, inactive, instructionsId],
  );
  const focusable = handleCount === 0 && !inactive;

  return (
    <>
      {behaviour.placeholderBefore && <DragPlaceholder />}
      <div
        role={list ? 'listitem' : undefined}
        tabIndex={focusable ? 0 : undefined}
        {...props}
        aria-describedby={joinIds(focusable ? instructionsId : undefined, describedBy)}
        ref={composedRef}
        className={className ? `cdk-drag ${className}` : 'cdk-drag'}
        style={behaviour.style ? {...style, ...behaviour.style} : style}
        data-dragging={behaviour.dragging ?? undefined}
        data-disabled={inactive ? '' : undefined}
        data-has-handle={handleCount > 0 ? '' : undefined}
        onPointerDown={composeEventHandlers(onPointerDown, behaviour.onPointerDown)}
        onKeyDown={composeEventHandlers(onKeyDown, behaviour.onKeyDown)}
        onBlur={composeEventHandlers(onBlur, behaviour.onBlur)}
        onDragStart={composeEventHandlers(onDragStart, preventNativeDrag)}
      >
        <DraggableContext value={handleContext}>{children}</DraggableContext>
      </div>
      {!list && (
        <VisuallyHidden id={instructionsId}>{resolvedMessages.freeInstructions}</VisuallyHidden>
      )}
    </>
  );
}
