'use client';

import {useDialog, useDialogState, type DialogAria} from '@material-react/cdk/dialog';
import {OverlayPortal, useAnchoredOverlay, type AnchoredOverlay} from '@material-react/cdk/overlay';
import {useComposedRefs} from '@material-react/cdk/slot';
import {useLayoutEffect, useRef, type ReactNode} from 'react';

/** Options of {@link useDatepickerPopup}. */
export interface DatepickerPopupOptions {
  /** Whether the popup is open. */
  open: boolean;
  /** Called when the popup asks to open or close (Escape, a click outside, a choice). */
  onOpenChange: (open: boolean) => void;
  /** The element the popup lines up with: the form field's container, or the input. */
  anchor: Element | null;
}

/** The behaviour of a datepicker's popup, from {@link useDatepickerPopup}. */
export interface DatepickerPopupBehaviour {
  /** The modal dialog behaviour: trigger props, focus, Escape, the inert page. */
  dialog: DialogAria;
  /** The positioning next to the anchor. */
  overlay: AnchoredOverlay;
}

/**
 * The behaviour of the popup a datepicker opens: a modal dialog (`useDialog` from the cdk), so
 * focus moves in and stays there, the page behind is inert, Escape and a click outside close it
 * and focus goes back; placed under the field like a drop-down (`useAnchoredOverlay`) rather than
 * in the middle of the screen.
 */
export function useDatepickerPopup({
  open,
  onOpenChange,
  anchor,
}: DatepickerPopupOptions): DatepickerPopupBehaviour {
  const state = useDialogState({open, onOpenChange});
  // The popup follows its field as the page scrolls, so the page may scroll.
  const dialog = useDialog(state, {blockScroll: false});
  const overlay = useAnchoredOverlay({
    open: dialog.isRendered,
    anchor,
    placement: 'bottom-start',
    // The dialog already closes on Escape and on a click on its (transparent) backdrop.
    dismissOnOutsidePointerDown: false,
    dismissOnEscape: false,
  });
  return {dialog, overlay};
}

/** Props of {@link DatepickerPopup}. */
export interface DatepickerPopupProps {
  /** The behaviour, from {@link useDatepickerPopup}. */
  popup: DatepickerPopupBehaviour;
  /** The id of the element that names the dialog (the field's label), if there is one. */
  labelledBy: string | undefined;
  /** The dialog's name when nothing names it. */
  label: string;
  /** The name of the close button at the end of the popup. */
  closeLabel: string;
  /** Extra class names for the dialog element. */
  className: string | undefined;
  /** The calendar. */
  children: ReactNode;
}

/**
 * The popup of a datepicker: a transparent backdrop and a `role="dialog"` with `aria-modal`,
 * rendered in the overlay container while open (never on the server). It ends with a "Close
 * calendar" button, visible while it has focus, for people who cannot press Escape.
 */
export function DatepickerPopup({
  popup,
  labelledBy,
  label,
  closeLabel,
  className,
  children,
}: DatepickerPopupProps) {
  const {dialog, overlay} = popup;
  const {ref: overlayRef, ...positionProps} = overlay.paneProps;
  const {ref: dialogRef, className: dialogClassName, ...dialogProps} = dialog.dialogProps;
  const element = useRef<HTMLElement | null>(null);
  const ref = useComposedRefs<HTMLElement>(dialogRef, overlayRef, element);

  // The popup stays hidden until the overlay has placed it, and a browser cannot focus hidden
  // content: once it shows, the active day takes focus unless something inside already has it.
  const {isPositioned} = overlay;
  useLayoutEffect(() => {
    const popupElement = element.current;
    if (!isPositioned || !popupElement) return;
    if (popupElement.contains(popupElement.ownerDocument.activeElement)) return;
    const activeDay = popupElement.querySelector<HTMLElement>('[role="grid"] td[tabindex="0"]');
    (activeDay ?? popupElement).focus();
  }, [isPositioned]);

  if (!dialog.isRendered) return null;
  const classes = [dialogClassName, 'mat-datepicker-content', className].filter(Boolean).join(' ');
  return (
    <OverlayPortal>
      <div {...dialog.paneProps} className={`${dialog.paneProps.className} mat-datepicker-pane`}>
        <div
          {...dialog.backdropProps}
          className={`${dialog.backdropProps.className} mat-datepicker-backdrop`}
        />
        <div
          {...dialogProps}
          {...positionProps}
          ref={ref}
          className={classes}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
        >
          {children}
          <button
            type="button"
            className="mat-datepicker-close-button"
            onClick={dialog.closeProps.onClick}
          >
            {closeLabel}
          </button>
        </div>
      </div>
    </OverlayPortal>
  );
}
