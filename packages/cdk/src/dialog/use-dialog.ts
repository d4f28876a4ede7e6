'use client';

import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type RefObject,
} from 'react';
import {getTabbableElements, useFocusTrap} from '../a11y';
import {pushDismissableLayer} from '../core/dismiss-stack';
import {blockPageScroll} from '../overlay';
import {useComposedRefs} from '../slot';
import type {DialogAria, DialogDataState, DialogRole} from './dialog-dom-props';
import type {DialogState} from './dialog-state';
import {getModalLayer, pushModal} from './modal-stack';
import {usePresence} from './use-presence';
import './dialog.css';

/**
 * Where focus goes when a dialog opens: the first element with `data-autofocus` or else the first
 * tabbable element (`first-tabbable`), the dialog element itself (`dialog`), or the element of a
 * ref. Any of them falls back to the dialog element. An element that took focus as it mounted
 * (React's `autoFocus`) keeps it.
 */
export type DialogInitialFocus = 'first-tabbable' | 'dialog' | RefObject<HTMLElement | null>;

/** Options of {@link useDialog}. */
export interface DialogOptions {
  /**
   * The role of the dialog element.
   * @default 'dialog'
   */
  role?: DialogRole;
  /**
   * Whether Escape and a click on the backdrop leave the dialog open, for a dialog that must be
   * closed by one of its own buttons. The dialog can still be closed through its state.
   * @default false
   */
  disableClose?: boolean;
  /**
   * Whether Escape closes the dialog. Only the topmost dialog (or menu, or other overlay) gets each
   * Escape, so nested dialogs close one at a time.
   * @default true
   */
  dismissOnEscape?: boolean;
  /**
   * Whether a click on the backdrop closes the dialog.
   * @default true
   */
  dismissOnBackdropClick?: boolean;
  /**
   * Where focus goes when the dialog opens.
   * @default 'first-tabbable'
   */
  initialFocus?: DialogInitialFocus;
  /**
   * Where focus goes when the dialog closes with focus inside it: `true` sends it back to the
   * element that had it before the dialog opened (or else the trigger), a ref to that element,
   * `false` leaves it alone.
   * @default true
   */
  restoreFocus?: boolean | RefObject<HTMLElement | null>;
  /**
   * Whether the page behind the dialog is kept from scrolling while it is open.
   * @default true
   */
  blockScroll?: boolean;
}

function focusInitial(dialog: HTMLElement, initialFocus: DialogInitialFocus): void {
  // An element that took focus as it mounted (React's `autoFocus`) keeps it.
  if (dialog.contains(dialog.ownerDocument.activeElement)) return;
  let target: HTMLElement | null | undefined;
  if (typeof initialFocus === 'object') {
    target = initialFocus.current;
  } else if (initialFocus === 'first-tabbable') {
    target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? getTabbableElements(dialog)[0];
  }
  (target ?? dialog).focus();
}

/** The element that had focus, if it is a real one outside `layer`. */
function focusedOutside(layer: Element): HTMLElement | null {
  const doc = layer.ownerDocument;
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || active === doc.body || layer.contains(active))
    return null;
  return active;
}

/**
 * The behaviour of a modal dialog, following the WAI-ARIA dialog pattern, for markup of your own.
 * Give it the state from `useDialogState` and spread the props it returns on your elements;
 * render the pane (with the backdrop and the dialog in it) in the overlay container while
 * `isRendered`, with `OverlayPortal` from `@material-react/cdk/overlay`.
 *
 * While the dialog is open, everything behind it (the page, and lower dialogs) is `inert`, Tab and
 * Shift+Tab cycle inside it, the page does not scroll, and Escape or a click on the backdrop close
 * it. When it opens focus moves in (see `initialFocus`); when it closes focus goes back.
 *
 * ```tsx
 * const state = useDialogState();
 * const dialog = useDialog(state, {role: 'alertdialog'});
 * <button {...dialog.triggerProps}>Delete</button>
 * {dialog.isRendered && (
 *   <OverlayPortal>
 *     <div {...dialog.paneProps}>
 *       <div {...dialog.backdropProps} />
 *       <div {...dialog.dialogProps}>
 *         <h2 {...dialog.titleProps}>Delete the file?</h2>
 *         <button {...dialog.closeProps}>Cancel</button>
 *       </div>
 *     </div>
 *   </OverlayPortal>
 * )}
 * ```
 */
export function useDialog(state: DialogState, options: DialogOptions = {}): DialogAria {
  const {role = 'dialog'} = options;
  const {isOpen, setOpen} = state;
  const id = useId();
  const dialogId = `${id}-dialog`;
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState<HTMLElement | null>(null);
  const [description, setDescription] = useState<HTMLElement | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const pane = useRef<HTMLElement | null>(null);
  const backdrop = useRef<HTMLElement | null>(null);
  /** Where focus came from when it entered the dialog, noted by the dialog's focus handler. */
  const enteredFrom = useRef<HTMLElement | null>(null);

  const trapRef = useFocusTrap<HTMLElement>({
    enabled: isOpen,
    autoFocus: false,
    restoreFocus: false,
  });
  const dialogRef = useComposedRefs<HTMLElement>(trapRef, setDialog);
  const triggerRef = useCallback((element: HTMLElement | null) => {
    trigger.current = element;
  }, []);
  const paneRef = useCallback((element: HTMLElement | null) => {
    pane.current = element;
  }, []);
  const backdropRef = useCallback((element: HTMLElement | null) => {
    backdrop.current = element;
  }, []);

  const isRendered = usePresence(isOpen, () => [pane.current, backdrop.current, dialog]);

  const canClose = (enabled: boolean | undefined) => !options.disableClose && enabled !== false;
  const onEscape = useEffectEvent(() => {
    if (canClose(options.dismissOnEscape)) setOpen(false);
  });
  const onOpened = useEffectEvent((element: HTMLElement) => {
    focusInitial(element, options.initialFocus ?? 'first-tabbable');
    return options.blockScroll === false ? undefined : blockPageScroll(element.ownerDocument);
  });
  const onClosed = useEffectEvent((layer: Element, returnTo: HTMLElement | null) => {
    const restoreFocus = options.restoreFocus ?? true;
    if (restoreFocus === false) return;
    const doc = layer.ownerDocument;
    const active = doc.activeElement;
    // Focus that the dialog's own action moved elsewhere stays there.
    if (active && active !== doc.body && !layer.contains(active)) return;
    const target =
      typeof restoreFocus === 'object'
        ? restoreFocus.current
        : [returnTo, enteredFrom.current, trigger.current].find((element) => element?.isConnected);
    target?.focus();
  });

  useEffect(() => {
    if (!isOpen || !dialog) return;
    const layer = getModalLayer(dialog);
    const returnTo = focusedOutside(layer);
    const releaseInert = pushModal(dialog);
    // Only the topmost layer gets each Escape; a dialog that may not close still takes it, so that
    // it never reaches the dialog below.
    const removeLayer = pushDismissableLayer({
      pane: layer,
      anchor: null,
      dismissOnOutsidePointerDown: false,
      dismissOnEscape: true,
      onDismiss: (reason) => {
        if (reason === 'escape') onEscape();
      },
    });
    const releaseScroll = onOpened(dialog);
    return () => {
      removeLayer();
      releaseScroll?.();
      // What is behind must be usable again before focus can go back there.
      releaseInert();
      onClosed(layer, returnTo);
      enteredFrom.current = null;
    };
  }, [isOpen, dialog]);

  const dataState: DialogDataState = isOpen ? 'open' : 'closed';
  return {
    isOpen,
    isRendered,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? dialogId : undefined,
      'data-state': dataState,
      onClick: () => setOpen(true),
    },
    paneProps: {
      ref: paneRef,
      className: 'cdk-overlay-pane cdk-dialog-pane',
      'data-state': dataState,
      inert: !isOpen,
    },
    backdropProps: {
      ref: backdropRef,
      className: 'cdk-dialog-backdrop',
      'aria-hidden': true,
      'data-state': dataState,
      onMouseDown: (event) => event.preventDefault(),
      onClick: (event) => {
        if (event.target !== event.currentTarget) return;
        if (canClose(options.dismissOnBackdropClick)) setOpen(false);
      },
    },
    dialogProps: {
      ref: dialogRef,
      id: dialogId,
      className: 'cdk-dialog-panel',
      role,
      'aria-modal': true,
      'aria-labelledby': title ? title.id || undefined : undefined,
      'aria-describedby': description ? description.id || undefined : undefined,
      tabIndex: -1,
      'data-state': dataState,
      onFocus: (event) => {
        const from = event.relatedTarget;
        if (enteredFrom.current || !(from instanceof HTMLElement)) return;
        if (!event.currentTarget.contains(from)) enteredFrom.current = from;
      },
    },
    titleProps: {ref: setTitle, id: `${id}-title`},
    descriptionProps: {ref: setDescription, id: `${id}-description`},
    closeProps: {onClick: () => setOpen(false)},
  };
}
