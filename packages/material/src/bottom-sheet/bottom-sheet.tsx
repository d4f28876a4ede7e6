'use client';

import {getTabbableElements} from '@material-react/cdk/a11y';
import {
  CdkDialog,
  CdkDialogClose,
  CdkDialogTrigger,
  useDialogState,
  type CdkDialogButtonProps,
  type CdkDialogProps,
  type DialogInitialFocus,
  type DialogRole,
} from '@material-react/cdk/dialog';
import {useMemo, useRef, type ReactNode, type RefObject} from 'react';
import {useDerivedRef} from '../core/derived-ref';
import {
  BottomSheetContext,
  DRAG_ZONE_CLASS,
  type BottomSheetContextValue,
} from './bottom-sheet-context';

/**
 * Props of {@link BottomSheet}: the open state and the sheet's behaviour. They are those of the
 * cdk's `CdkDialog`, declared again here so that each is documented for the sheet.
 */
export interface BottomSheetProps extends CdkDialogProps {
  /** Whether the sheet is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the sheet starts open, when it keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the sheet asks to open or close (the trigger, a close button, the drag handle, a
   * drag, Escape, a click on the scrim), with the state it asks for.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The role of the sheet element: `alertdialog` for a sheet that interrupts to ask for a
   * decision.
   * @default 'dialog'
   */
  role?: DialogRole;
  /**
   * Whether Escape closes the sheet. Only the topmost sheet, dialog or menu gets each Escape.
   * @default true
   */
  dismissOnEscape?: boolean;
  /**
   * Whether a click on the scrim closes the sheet.
   * @default true
   */
  dismissOnBackdropClick?: boolean;
  /**
   * Where focus goes when the sheet closes with focus inside it: `true` sends it back to the
   * element that had it before the sheet opened (or else the trigger), a ref to that element,
   * `false` leaves it alone.
   * @default true
   */
  restoreFocus?: boolean | RefObject<HTMLElement | null>;
  /**
   * Whether the page behind the sheet is kept from scrolling while it is open.
   * @default true
   */
  blockScroll?: boolean;
  /**
   * Whether Escape, a click on the scrim and the drag handle leave the sheet open, for a sheet
   * that must be closed by one of its own buttons. The drag handle is not shown then. The sheet
   * can still be closed through `open`.
   * @default false
   */
  disableClose?: boolean;
  /**
   * Where focus goes when the sheet opens: a ref to an element, `'dialog'` for the sheet itself,
   * or `'first-tabbable'` for its first tabbable element, which is the drag handle. By default it
   * is the element with `data-autofocus`, else the first tabbable element below the drag handle,
   * else the sheet itself.
   */
  initialFocus?: DialogInitialFocus;
  /** The sheet's parts: a `BottomSheetTrigger` and a `BottomSheetContent`, plus anything else. */
  children?: ReactNode;
}

/** The element that takes focus first in a sheet: marked with `data-autofocus`, or below the handle. */
function contentFocusTarget(sheet: HTMLElement): HTMLElement | null {
  return (
    sheet.querySelector<HTMLElement>('[data-autofocus]') ??
    getTabbableElements(sheet).find((element) => !element.closest(`.${DRAG_ZONE_CLASS}`)) ??
    null
  );
}

/**
 * The root of a Material modal bottom sheet: a surface that slides up from the bottom of the
 * screen with a list of actions or a short task. It renders no element of its own; it holds the
 * open state for its `BottomSheetTrigger` and `BottomSheetContent`, and the behaviour of a modal
 * dialog: focus moves into the sheet and stays there, the page behind is inert and does not
 * scroll, Escape, a click on the scrim or the drag handle close it, and focus goes back where it
 * was.
 *
 * ```tsx
 * <BottomSheet>
 *   <BottomSheetTrigger asChild><Button>Share</Button></BottomSheetTrigger>
 *   <BottomSheetContent>
 *     <BottomSheetTitle>Share</BottomSheetTitle>
 *     <BottomSheetBody>…</BottomSheetBody>
 *   </BottomSheetContent>
 * </BottomSheet>
 * ```
 */
export function BottomSheet({
  open,
  defaultOpen,
  onOpenChange,
  initialFocus,
  disableClose = false,
  children,
  ...options
}: BottomSheetProps) {
  // The sheet keeps the state so its drag gesture can close it; the cdk dialog follows it.
  const {isOpen, setOpen} = useDialogState({open, defaultOpen, onOpenChange});
  const sheetRef = useRef<HTMLDivElement | null>(null);
  // Read when the sheet opens, not now: the sheet element does not exist yet.
  const contentFocus = useDerivedRef(sheetRef, contentFocusTarget);
  const context = useMemo<BottomSheetContextValue>(
    () => ({close: () => setOpen(false), dismissible: !disableClose, sheetRef}),
    [setOpen, disableClose],
  );
  return (
    <CdkDialog
      {...options}
      open={isOpen}
      onOpenChange={setOpen}
      disableClose={disableClose}
      initialFocus={initialFocus ?? contentFocus}
    >
      <BottomSheetContext value={context}>{children}</BottomSheetContext>
    </CdkDialog>
  );
}

/** Props of {@link BottomSheetTrigger}. */
export type BottomSheetTriggerProps = CdkDialogButtonProps;

/**
 * The button that opens the sheet; with `asChild` it is its child, such as a `Button`. It gets
 * `aria-haspopup="dialog"`, `aria-expanded` and `data-state`, and focus comes back to it when the
 * sheet closes. A sheet opened from your own code needs no trigger.
 */
export function BottomSheetTrigger(props: BottomSheetTriggerProps) {
  return <CdkDialogTrigger {...props} />;
}

/** Props of {@link BottomSheetClose}. */
export type BottomSheetCloseProps = CdkDialogButtonProps;

/**
 * A button that closes the sheet, such as "Cancel"; with `asChild` it is its child, such as a
 * `Button`. A click handler of yours runs first; `event.preventDefault()` in it keeps the sheet
 * open.
 */
export function BottomSheetClose(props: BottomSheetCloseProps) {
  return <CdkDialogClose {...props} />;
}
