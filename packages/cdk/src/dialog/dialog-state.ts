'use client';

import {useMemo} from 'react';
import {useControllableState} from '../state';

/** Options of {@link useDialogState}. */
export interface DialogStateOptions {
  /** Whether the dialog is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the dialog starts open, when it keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the dialog asks to open or close (a trigger, a close button, Escape, a click on
   * the backdrop), with the state it asks for.
   */
  onOpenChange?: (open: boolean) => void;
}

/** The open state of a dialog, as {@link useDialogState} returns it. */
export interface DialogState {
  /** Whether the dialog is open. */
  readonly isOpen: boolean;
  /** Asks for the dialog to be open or closed; a controlled dialog only reports the request. */
  readonly setOpen: (open: boolean) => void;
  /** Asks for the dialog to open. */
  readonly open: () => void;
  /** Asks for the dialog to close. */
  readonly close: () => void;
  /** Asks for the dialog to open if it is closed, or to close if it is open. */
  readonly toggle: () => void;
}

/**
 * The open state of a dialog, controlled (`open` + `onOpenChange`) or kept by the hook
 * (`defaultOpen`). Pure state: it touches neither the DOM nor focus; pass it to `useDialog` for
 * the behaviour.
 *
 * ```tsx
 * const state = useDialogState({defaultOpen: false, onOpenChange: (open) => log(open)});
 * ```
 */
export function useDialogState(options: DialogStateOptions = {}): DialogState {
  const {open, defaultOpen = false, onOpenChange} = options;
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return useMemo(
    () => ({
      isOpen,
      setOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen((current) => !current),
    }),
    [isOpen, setOpen],
  );
}
