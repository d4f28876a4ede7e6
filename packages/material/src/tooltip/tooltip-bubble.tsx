'use client';

import {
  OVERLAY_PANE_CLASS,
  OverlayPortal,
  useAnchoredOverlay,
  type OverlayPlacement,
} from '@material-react/cdk/overlay';
import type {PointerEvent, Ref, RefObject} from 'react';

/** Props of {@link TooltipBubble}. */
export interface TooltipBubbleProps {
  /** The id of the `role="tooltip"` element, which the element's `aria-describedby` names. */
  id: string;
  /** The element the tooltip belongs to, read as the bubble is placed. */
  anchor: RefObject<HTMLElement | null>;
  placement: OverlayPlacement;
  message: string;
  /** The classes of the bubble (`.mat-tooltip` and any extra ones). */
  className: string;
  /** A ref to the bubble, so the trigger can tell a move onto it from leaving. */
  bubbleRef: Ref<HTMLDivElement>;
  /** Called when the tooltip should hide: Escape, or a press outside. */
  onDismiss: () => void;
  onPointerEnter: () => void;
  onPointerLeave: (event: PointerEvent) => void;
}

/**
 * The shown tooltip: its bubble in the overlay container, next to its element. A chunk of its
 * own (see `Tooltip`), so that a page with tooltips needs none of the overlay code to become
 * interactive.
 */
export function TooltipBubble({
  id,
  anchor,
  placement,
  message,
  className,
  bubbleRef,
  onDismiss,
  onPointerEnter,
  onPointerLeave,
}: TooltipBubbleProps) {
  const overlay = useAnchoredOverlay({open: true, anchor, placement, offset: 8, onDismiss});
  const {ref: paneRef, ...paneProps} = overlay.paneProps;
  return (
    <OverlayPortal>
      <div {...paneProps} ref={paneRef} className={`${OVERLAY_PANE_CLASS} mat-tooltip-pane`}>
        <div
          ref={bubbleRef}
          id={id}
          role="tooltip"
          className={className}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {message}
        </div>
      </div>
    </OverlayPortal>
  );
}
