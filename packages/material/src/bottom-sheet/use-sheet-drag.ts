'use client';

import {useRef, type MouseEvent, type PointerEvent, type RefObject} from 'react';
import {capturePointer} from '../core/capture-pointer';

/** The custom property that moves the sheet down while it is dragged. */
export const DRAG_OFFSET_PROPERTY = '--mat-bottom-sheet-drag-offset';

/** How far (in pixels) a press must move before it counts as a drag rather than a click. */
const DRAG_SLOP = 4;

/**
 * How far a sheet of `height` pixels must be dragged down to close when it is let go: a third of
 * its height, but at least 48px (so a short sheet does not close by accident) and at most 160px
 * (so a tall one does not ask for a long drag).
 */
export function dismissDistance(height: number): number {
  return Math.min(160, Math.max(48, height / 3));
}

interface Drag {
  pointerId: number;
  startY: number;
  offset: number;
  moved: boolean;
}

/** Options of {@link useSheetDrag}. */
export interface SheetDragOptions {
  /** The sheet element, which moves with the pointer. */
  sheet: RefObject<HTMLElement | null>;
  /** Called when the sheet is dragged past the dismiss distance, or the handle is clicked. */
  onDismiss: () => void;
}

/** What {@link useSheetDrag} returns. */
export interface SheetDrag {
  /** Pointer handlers for the area that starts a drag. */
  zoneProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
  };
  /** The click handler of the drag handle: it closes the sheet, unless the click ended a drag. */
  onHandleClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Drag-to-dismiss for a bottom sheet: the sheet follows a pointer pressed on the drag area down
 * (never up), closes when let go past {@link dismissDistance}, and slides back otherwise. The
 * offset is written straight to the sheet's style: a drag moves it on every pointer event, and
 * re-rendering the sheet's content that often would be wasted work.
 */
export function useSheetDrag({sheet, onDismiss}: SheetDragOptions): SheetDrag {
  const drag = useRef<Drag | null>(null);
  /** Whether the last press was a drag, so the click that follows it is not a close. */
  const dragged = useRef(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const element = sheet.current;
    if (!current.moved || !element) return;
    dragged.current = true;
    element.removeAttribute('data-dragging');
    const height = element.getBoundingClientRect().height;
    if (!cancelled && current.offset >= dismissDistance(height)) {
      // The offset stays, so the closing animation starts where the sheet was let go.
      onDismiss();
    } else {
      element.style.removeProperty(DRAG_OFFSET_PROPERTY);
    }
  };

  return {
    zoneProps: {
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        if (drag.current && !event.isPrimary) return;
        dragged.current = false;
        drag.current = {pointerId: event.pointerId, startY: event.clientY, offset: 0, moved: false};
        capturePointer(event.currentTarget, event.pointerId);
      },
      onPointerMove: (event) => {
        const current = drag.current;
        const element = sheet.current;
        if (!current || current.pointerId !== event.pointerId || !element) return;
        const distance = event.clientY - current.startY;
        if (!current.moved && Math.abs(distance) < DRAG_SLOP) return;
        current.moved = true;
        current.offset = Math.max(0, distance);
        element.setAttribute('data-dragging', '');
        element.style.setProperty(DRAG_OFFSET_PROPERTY, `${current.offset}px`);
      },
      onPointerUp: (event) => end(event, false),
      onPointerCancel: (event) => end(event, true),
      onLostPointerCapture: (event) => end(event, true),
    },
    onHandleClick: (event) => {
      // A click from the keyboard (detail 0) always closes; a pointer click after a drag does not.
      const afterDrag = dragged.current && event.detail !== 0;
      dragged.current = false;
      if (!afterDrag) onDismiss();
    },
  };
}
