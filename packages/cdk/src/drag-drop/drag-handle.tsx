'use client';

import {use, useLayoutEffect, useRef, type ButtonHTMLAttributes, type Ref} from 'react';
import {useComposedRefs} from '../slot';
import {DraggableContext} from './drag-drop-context';
import {joinIds} from '../core/id-lists';

/** Props of {@link DragHandle}. */
export interface DragHandleProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A ref to the handle's `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The part of a {@link Draggable} that drags it: once an item has a handle, only the handle
 * starts a pointer drag, and the handle (a `<button>`) takes the keyboard in the item's place.
 * Give it a name that says what it moves, such as `aria-label="Move Buy milk"`; its content is
 * usually a drag icon.
 */
export function DragHandle({
  ref,
  className,
  type = 'button',
  'aria-describedby': describedBy,
  ...props
}: DragHandleProps) {
  const context = use(DraggableContext);
  if (!context) throw new Error('DragHandle must be placed inside a <Draggable>.');
  const {registerHandle, disabled, instructionsId} = context;
  const elementRef = useRef<HTMLButtonElement | null>(null);
  const composedRef = useComposedRefs(ref, elementRef);

  useLayoutEffect(() => {
    const element = elementRef.current;
    return element ? registerHandle(element) : undefined;
  }, [registerHandle]);

  return (
    <button
      type={type}
      disabled={disabled}
      {...props}
      aria-describedby={joinIds(disabled ? undefined : instructionsId, describedBy)}
      ref={composedRef}
      className={className ? `cdk-drag-handle ${className}` : 'cdk-drag-handle'}
      data-disabled={disabled ? '' : undefined}
    />
  );
}
