'use client';

import {
  CdkDialogBackdrop,
  CdkDialogPanel,
  CdkDialogPortal,
  type CdkDialogPanelProps,
} from '@material-react/cdk/dialog';
import {useComposedRefs} from '@material-react/cdk/slot';
import type {Ref} from 'react';
import {DRAG_ZONE_CLASS, useBottomSheetContext} from './bottom-sheet-context';
import {useSheetDrag} from './use-sheet-drag';
import './bottom-sheet.css';

/** Props of {@link BottomSheetContent}; other props go to the sheet element. */
export interface BottomSheetContentProps extends CdkDialogPanelProps {
  /**
   * Whether the sheet shows a drag handle at its top: a button that closes the sheet when it is
   * clicked, and that drags the sheet down with the pointer (let go far enough down, the sheet
   * closes). It is never shown while the `BottomSheet` has `disableClose`.
   * @default true
   */
  dragHandle?: boolean;
  /**
   * The accessible name of the drag handle button.
   * @default 'Close sheet'
   */
  dragHandleLabel?: string;
  /** A ref to the sheet element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The sheet's surface (`role="dialog"`, class `mat-bottom-sheet-container`) with the scrim behind
 * it, rendered in the overlay container only while the sheet is open or closing. It sits at the
 * bottom of the screen, as wide as the screen up to 640px, and slides up as it opens. Put a
 * `BottomSheetTitle` and a `BottomSheetBody` in it. It is named by its `BottomSheetTitle`, or
 * by an `aria-label` or `aria-labelledby` of yours. State is exposed as `data-state` (`open`,
 * `closed`) and `data-dragging` while the drag handle is dragged.
 *
 * ```tsx
 * <BottomSheetContent aria-label="Share">…</BottomSheetContent>
 * ```
 */
export function BottomSheetContent(props: BottomSheetContentProps) {
  // Checked here too, so a sheet part outside a sheet says so before the cdk's parts do.
  useBottomSheetContext('BottomSheetContent');
  return (
    <CdkDialogPortal className="mat-bottom-sheet-pane">
      <CdkDialogBackdrop className="mat-bottom-sheet-backdrop" />
      <BottomSheetSurface {...props} />
    </CdkDialogPortal>
  );
}

/** The surface, rendered only while the sheet is, so a drag never outlives an opening. */
function BottomSheetSurface({
  dragHandle = true,
  dragHandleLabel = 'Close sheet',
  className,
  children,
  ref,
  ...props
}: BottomSheetContentProps) {
  const {close, dismissible, sheetRef} = useBottomSheetContext('BottomSheetContent');
  const composedRef = useComposedRefs<HTMLDivElement>(ref, sheetRef);
  const drag = useSheetDrag({sheet: sheetRef, onDismiss: close});
  return (
    <CdkDialogPanel
      {...props}
      ref={composedRef}
      className={
        className ? `mat-bottom-sheet-container ${className}` : 'mat-bottom-sheet-container'
      }
    >
      {dragHandle && dismissible && (
        <div className={DRAG_ZONE_CLASS} {...drag.zoneProps}>
          <button
            type="button"
            className="mat-bottom-sheet-handle"
            aria-label={dragHandleLabel}
            onClick={drag.onHandleClick}
          >
            <span className="mat-bottom-sheet-handle-bar" />
          </button>
        </div>
      )}
      {children}
    </CdkDialogPanel>
  );
}
