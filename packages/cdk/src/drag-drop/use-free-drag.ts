'use client';

import {useEffect, useRef, useState, type KeyboardEvent, type RefObject} from 'react';
import {announce} from '../a11y';
import {useControllableState} from '../state';
import type {DragMode} from './drag-types';
import {
  canPressStartDrag,
  isKeyboardTarget,
  type DragBehaviour,
  type DraggableElements,
} from './draggable-behaviour';
import {
  constrainDelta,
  getBoundaryLimits,
  type DeltaLimits,
  type DragAxis,
  type DragPosition,
} from './geometry';
import {textLabel, type DragDropMessages} from './messages';
import {trackPointerDrag} from './pointer-tracker';

/** Options of {@link useFreeDrag}. */
export interface FreeDragOptions extends DraggableElements {
  /** Whether the item is dragged freely; when `false` the hook does nothing. */
  enabled: boolean;
  disabled: boolean;
  label: string | undefined;
  lockAxis: DragAxis | undefined;
  boundary: RefObject<HTMLElement | null> | undefined;
  threshold: number;
  keyboardStep: number;
  position: DragPosition | undefined;
  defaultPosition: DragPosition | undefined;
  onPositionChange: ((position: DragPosition) => void) | undefined;
  messages: DragDropMessages;
}

const ORIGIN: DragPosition = {x: 0, y: 0};

const ARROWS: Record<string, DragPosition> = {
  ArrowLeft: {x: -1, y: 0},
  ArrowRight: {x: 1, y: 0},
  ArrowUp: {x: 0, y: -1},
  ArrowDown: {x: 0, y: 1},
};

interface FreeDrag {
  mode: DragMode;
  offset: DragPosition;
  limits: DeltaLimits | null;
}

/**
 * The behaviour of an item dragged freely: it moves with the pointer, or with the arrow keys
 * once picked up, held to its axis and boundary, and keeps its position (a translation from
 * where it is laid out) when dropped.
 */
export function useFreeDrag({
  enabled,
  disabled,
  label,
  lockAxis,
  boundary,
  threshold,
  keyboardStep,
  position,
  defaultPosition,
  onPositionChange,
  messages,
  element,
  handles,
}: FreeDragOptions): DragBehaviour & {position: DragPosition} {
  const [committed, setCommitted] = useControllableState<DragPosition>({
    value: position,
    defaultValue: defaultPosition ?? ORIGIN,
    onChange: onPositionChange,
  });
  const [drag, setDrag] = useState<{mode: DragMode; offset: DragPosition} | null>(null);
  const dragRef = useRef<FreeDrag | null>(null);
  const stopTrackingRef = useRef<(() => void) | null>(null);
  const elements: DraggableElements = {element, handles};
  const inactive = !enabled || disabled;

  useEffect(() => () => stopTrackingRef.current?.(), []);

  const say = (kind: 'pickedUp' | 'dropped' | 'cancelled') => {
    const info = {label: label ?? textLabel(element.current), listLabel: '', listChanged: false};
    void announce(messages[kind](info));
  };

  const begin = (mode: DragMode) => {
    const node = element.current;
    const area = boundary?.current;
    const limits =
      node && area
        ? getBoundaryLimits(node.getBoundingClientRect(), area.getBoundingClientRect())
        : null;
    dragRef.current = {mode, offset: ORIGIN, limits};
    setDrag({mode, offset: ORIGIN});
  };

  const moveTo = (rawOffset: DragPosition) => {
    const current = dragRef.current;
    if (!current) return;
    current.offset = constrainDelta(rawOffset, lockAxis, current.limits);
    setDrag({mode: current.mode, offset: current.offset});
  };

  const finish = () => {
    const current = dragRef.current;
    if (!current) return;
    dragRef.current = null;
    setDrag(null);
    const {x, y} = current.offset;
    if (x !== 0 || y !== 0) setCommitted((previous) => ({x: previous.x + x, y: previous.y + y}));
    say('dropped');
  };

  const cancel = () => {
    if (!dragRef.current) return;
    dragRef.current = null;
    setDrag(null);
    say('cancelled');
  };

  const onPointerDown: DragBehaviour['onPointerDown'] = (event) => {
    if (inactive || dragRef.current || !canPressStartDrag(event, elements)) return;
    stopTrackingRef.current?.();
    let start = ORIGIN;
    stopTrackingRef.current = trackPointerDrag(event, event.currentTarget.ownerDocument, {
      threshold,
      onStart: (pressedAt) => {
        start = pressedAt;
        begin('pointer');
        return true;
      },
      onMove: (point) => moveTo({x: point.x - start.x, y: point.y - start.y}),
      onEnd: finish,
      onCancel: cancel,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled || !isKeyboardTarget(event.target, elements)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = dragRef.current;
    const select = event.key === ' ' || event.key === 'Enter';
    if (!current) {
      if (!select || event.repeat || disabled) return;
      begin('keyboard');
      say('pickedUp');
    } else if (current.mode !== 'keyboard') {
      return;
    } else if (select) {
      finish();
    } else if (event.key === 'Escape') {
      cancel();
    } else {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      moveTo({
        x: current.offset.x + arrow.x * keyboardStep,
        y: current.offset.y + arrow.y * keyboardStep,
      });
    }
    event.preventDefault();
  };

  const onBlur: DragBehaviour['onBlur'] = (event) => {
    if (dragRef.current?.mode === 'keyboard' && isKeyboardTarget(event.target, elements)) cancel();
  };

  const shown = drag ? {x: committed.x + drag.offset.x, y: committed.y + drag.offset.y} : committed;
  const moved = shown.x !== 0 || shown.y !== 0;

  return {
    dragging: enabled ? (drag?.mode ?? null) : null,
    style:
      enabled && (moved || drag)
        ? {transform: `translate3d(${shown.x}px, ${shown.y}px, 0)`}
        : undefined,
    placeholderBefore: false,
    position: committed,
    onPointerDown,
    onKeyDown,
    onBlur,
  };
}
