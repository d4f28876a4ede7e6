'use client';

import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type Ref,
} from 'react';
import {VisuallyHidden} from '../a11y';
import {useComposedRefs} from '../slot';
import {DropListContext, useDragSelector, type DropListContextValue} from './drag-drop-context';
import {dragDropRegistry as registry} from './drag-registry';
import type {DragItemInfo, DropEvent, ListEntry, ListOptions} from './drag-types';
import type {DropListOrientation} from './geometry';
import {resolveMessages, type DragDropMessages} from './messages';
import {DragPlaceholder} from './placeholder';
import './drag-drop.css';

/** Props of {@link DropList}. */
export interface DropListProps<T = unknown> extends Omit<HTMLAttributes<HTMLDivElement>, 'onDrop'> {
  /**
   * The list's id, which other lists name in `connectedTo` and drop events carry. It is also the
   * element's `id`. By default a unique id is made up (and not put on the element).
   */
  id?: string;
  /**
   * The direction the items are laid out in: `vertical` (a column) or `horizontal` (a row, which
   * follows the text direction: right to left, its first item is on the right).
   * @default 'vertical'
   */
  orientation?: DropListOrientation;
  /** The ids of the other lists this list's items can be dragged into. */
  connectedTo?: readonly string[];
  /**
   * A group name: the items of a list can be dragged into every other list with the same group,
   * as if they were all in `connectedTo`.
   */
  group?: string;
  /**
   * Decides whether an item from another list may be dropped here; it is asked once, when the
   * drag starts. Every item of the list's own is accepted.
   */
  enterPredicate?: (item: DragItemInfo<T>) => boolean;
  /**
   * Whether the list is disabled: none of its items can be dragged and nothing can be dropped
   * into it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Called when an item is dropped into this list, from this list or another. The list does not
   * move anything itself: update your items with `moveItemInArray` or `transferArrayItem`.
   */
  onDrop?: (event: DropEvent<T>) => void;
  /**
   * Whether the list scrolls by itself while an item is dragged near one of its edges (when it
   * is a scrolling element).
   * @default true
   */
  autoScroll?: boolean;
  /** A class for the placeholder that shows where a dragged item would land in this list. */
  placeholderClassName?: string;
  /**
   * Texts that replace the default English ones: the keyboard instructions of the items and
   * what is announced as they are moved.
   */
  messages?: Partial<DragDropMessages>;
  /** A ref to the list element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list whose `Draggable` items can be reordered by dragging them, with a pointer or with the
 * keyboard, and moved to other lists it is connected to. It renders a `<div>` with
 * `role="list"` (give it a name with `aria-label` or `aria-labelledby`); its items are
 * `role="listitem"`. The list never reorders anything itself: it calls `onDrop` and you update
 * the array you render from.
 *
 * ```tsx
 * <DropList aria-label="Tasks" onDrop={(e) => setTasks(moveItemInArray(tasks, e.previousIndex, e.currentIndex))}>
 *   {tasks.map((task) => <Draggable key={task.id} data={task}>{task.title}</Draggable>)}
 * </DropList>
 * ```
 */
export function DropList<T = unknown>({
  id: idProp,
  orientation = 'vertical',
  connectedTo,
  group,
  enterPredicate,
  disabled = false,
  onDrop,
  autoScroll = true,
  placeholderClassName,
  messages,
  ref,
  className,
  children,
  ...props
}: DropListProps<T>) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const instructionsId = `${generatedId}-instructions`;
  const elementRef = useRef<HTMLDivElement | null>(null);
  const composedRef = useComposedRefs(ref, elementRef);
  const entryRef = useRef<ListEntry | null>(null);
  const resolvedMessages = useMemo(() => resolveMessages(messages), [messages]);

  const options: ListOptions = {
    orientation,
    disabled,
    connectedTo: connectedTo ?? [],
    group,
    enterPredicate: enterPredicate as ListOptions['enterPredicate'],
    onDrop: onDrop as ListOptions['onDrop'],
    autoScroll,
    placeholderClassName,
    messages: resolvedMessages,
  };

  // The entry starts with the options of the render that registers it; the next effect refreshes
  // them after every render, without registering the list again.
  const currentOptions = useEffectEvent(() => options);
  useLayoutEffect(() => {
    const entry: ListEntry = {id, element: elementRef.current, options: currentOptions()};
    entryRef.current = entry;
    registry.lists.set(id, entry);
    return () => {
      registry.unregisterList(entry);
      entryRef.current = null;
    };
  }, [id]);

  useLayoutEffect(() => {
    const entry = entryRef.current;
    if (!entry) return;
    entry.element = elementRef.current;
    entry.options = options;
    // A dropped item is in its new place now: give it its focus back.
    registry.restoreFocus(id);
  });

  const receiving = useDragSelector((session) =>
    session?.targetListId === id ? session.mode : null,
  );
  const draggingFrom = useDragSelector((session) => session?.sourceListId === id);
  const placeholderAtEnd = useDragSelector(
    (session) => session?.targetListId === id && session.placeholderBeforeKey === null,
  );

  const context = useMemo<DropListContextValue>(
    () => ({id, disabled, instructionsId}),
    [id, disabled, instructionsId],
  );

  return (
    <>
      <div
        role="list"
        {...props}
        id={idProp}
        ref={composedRef}
        className={className ? `cdk-drop-list ${className}` : 'cdk-drop-list'}
        data-orientation={orientation}
        data-disabled={disabled ? '' : undefined}
        data-drop-target={receiving ? '' : undefined}
        data-dragging-from={draggingFrom ? '' : undefined}
      >
        <DropListContext value={context}>{children}</DropListContext>
        {placeholderAtEnd && <DragPlaceholder />}
      </div>
      <VisuallyHidden id={instructionsId}>{resolvedMessages.listInstructions}</VisuallyHidden>
    </>
  );
}
