'use client';

import {useMemo, type ReactNode, type Ref} from 'react';
import {OverlayPortal} from '../overlay';
import {mergeProps, Slot, useComposedRefs} from '../slot';
import {CdkDialogContext, useCdkDialogContext} from './dialog-context';
import {useDialogState, type DialogStateOptions} from './dialog-state';
import type {DialogCloseDomProps, DialogTriggerDomProps} from './dialog-dom-props';
import {useDialog, type DialogOptions} from './use-dialog';

/** Props of {@link CdkDialog}: the open state and the dialog's behaviour. */
export interface CdkDialogProps extends DialogStateOptions, DialogOptions {
  /** The dialog's parts: a `CdkDialogTrigger` and a `CdkDialogPortal`, plus anything else. */
  children?: ReactNode;
}

/**
 * The root of a headless modal dialog. It renders no element of its own: it holds the open state
 * and the behaviour (see `useDialog`) for its parts, which carry no visual styles.
 *
 * ```tsx
 * <CdkDialog>
 *   <CdkDialogTrigger>Settings</CdkDialogTrigger>
 *   <CdkDialogPortal>
 *     <CdkDialogBackdrop className="my-backdrop" />
 *     <CdkDialogPanel className="my-dialog">
 *       <CdkDialogTitle>Settings</CdkDialogTitle>
 *       …
 *       <CdkDialogClose>Done</CdkDialogClose>
 *     </CdkDialogPanel>
 *   </CdkDialogPortal>
 * </CdkDialog>
 * ```
 */
export function CdkDialog({
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...dialogOptions
}: CdkDialogProps) {
  const state = useDialogState({open, defaultOpen, onOpenChange});
  const dialog = useDialog(state, dialogOptions);
  const context = useMemo(() => ({state, dialog}), [state, dialog]);
  return <CdkDialogContext value={context}>{children}</CdkDialogContext>;
}

/** Props of {@link CdkDialogTrigger} and {@link CdkDialogClose}. */
export interface CdkDialogButtonProps extends React.ButtonHTMLAttributes<HTMLElement> {
  /**
   * Whether to render the single child element (such as a styled button) instead of a plain
   * `<button>`, with the attributes and handlers merged into it.
   * @default false
   */
  asChild?: boolean;
  /** The button's content, or with `asChild` the element to use. */
  children?: ReactNode;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Props of {@link CdkDialogTrigger}. */
export type CdkDialogTriggerProps = CdkDialogButtonProps;

/** Props of {@link CdkDialogClose}. */
export type CdkDialogCloseProps = CdkDialogButtonProps;

/** What the dialog gives a trigger or a close button: a handler, and for the trigger a ref. */
type DialogButtonOwnProps = Pick<DialogCloseDomProps, 'onClick'> &
  Partial<Pick<DialogTriggerDomProps, 'ref'>>;

function DialogButton({
  asChild = false,
  children,
  ref,
  ownProps,
  ...props
}: CdkDialogButtonProps & {ownProps: DialogButtonOwnProps}) {
  const {ref: ownRef, ...rest} = ownProps;
  const composedRef = useComposedRefs<HTMLElement>(ref, ownRef);
  // The user's handlers run first; calling `preventDefault()` in one skips the dialog's.
  const merged = mergeProps(rest, props);
  if (asChild) {
    return (
      <Slot {...merged} ref={composedRef}>
        {children}
      </Slot>
    );
  }
  return (
    <button type="button" {...merged} ref={composedRef}>
      {children}
    </button>
  );
}

/**
 * The button that opens the dialog. It gets `aria-haspopup="dialog"`, `aria-expanded`,
 * `aria-controls` (while open) and `data-state`, and focus returns to it when the dialog closes if
 * nothing else had focus before.
 */
export function CdkDialogTrigger(props: CdkDialogTriggerProps) {
  const {dialog} = useCdkDialogContext('CdkDialogTrigger');
  return <DialogButton {...props} ownProps={dialog.triggerProps} />;
}

/** A button that closes the dialog, such as "Cancel" or "Done". */
export function CdkDialogClose(props: CdkDialogCloseProps) {
  const {dialog} = useCdkDialogContext('CdkDialogClose');
  return <DialogButton {...props} ownProps={dialog.closeProps} />;
}

/** Props of {@link CdkDialogPortal}; other props go to the pane element. */
export interface CdkDialogPortalProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The backdrop and the dialog: a `CdkDialogBackdrop` and a `CdkDialogPanel`. */
  children?: ReactNode;
  /** A ref to the pane element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Renders the dialog's pane (`.cdk-dialog-pane`, covering the viewport and centring the dialog)
 * into the shared overlay container while the dialog is open or its closing animation runs.
 * Renders nothing on the server and during hydration.
 */
export function CdkDialogPortal({children, ref, ...props}: CdkDialogPortalProps) {
  const {dialog} = useCdkDialogContext('CdkDialogPortal');
  const {ref: paneRef, ...paneProps} = dialog.paneProps;
  const composedRef = useComposedRefs<HTMLDivElement>(ref, paneRef);
  if (!dialog.isRendered) return null;
  return (
    <OverlayPortal>
      <div {...mergeProps(paneProps, props)} ref={composedRef}>
        {children}
      </div>
    </OverlayPortal>
  );
}
