'use client';

import type {ReactNode, Ref} from 'react';
import {mergeProps, Slot, useComposedRefs} from '../slot';
import {useCdkDialogContext} from './dialog-context';

/** Props of {@link CdkDialogBackdrop}. */
export interface CdkDialogBackdropProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the backdrop element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The layer between the page and the dialog (`.cdk-dialog-backdrop`, covering the pane). A click
 * on it closes the dialog unless `disableClose` or `dismissOnBackdropClick={false}` say otherwise;
 * a handler of yours that calls `event.preventDefault()` keeps it open too. Style it yourself, or
 * leave it transparent.
 */
export function CdkDialogBackdrop({ref, ...props}: CdkDialogBackdropProps) {
  const {dialog} = useCdkDialogContext('CdkDialogBackdrop');
  const {ref: backdropRef, ...backdropProps} = dialog.backdropProps;
  const composedRef = useComposedRefs<HTMLDivElement>(ref, backdropRef);
  return <div {...mergeProps(backdropProps, props)} ref={composedRef} />;
}

/** Props of {@link CdkDialogPanel}. */
export interface CdkDialogPanelProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The dialog's content: a `CdkDialogTitle`, the body, the actions. */
  children?: ReactNode;
  /** A ref to the dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The dialog element (`role="dialog"` or `alertdialog`, `aria-modal="true"`, class
 * `cdk-dialog-panel`). It is named by its `CdkDialogTitle` and described by its
 * `CdkDialogDescription`, unless you give it `aria-label`, `aria-labelledby` or
 * `aria-describedby` yourself. Focus is trapped inside it while it is open.
 */
export function CdkDialogPanel({ref, ...props}: CdkDialogPanelProps) {
  const {dialog} = useCdkDialogContext('CdkDialogPanel');
  const {ref: dialogRef, ...dialogProps} = dialog.dialogProps;
  const composedRef = useComposedRefs<HTMLDivElement>(ref, dialogRef);
  // A label of the user's replaces the title as the name.
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  const own = named ? {...dialogProps, 'aria-labelledby': undefined} : dialogProps;
  return <div {...mergeProps(own, props)} ref={composedRef} />;
}

/** Props of {@link CdkDialogTitle} and {@link CdkDialogDescription}. */
export interface CdkDialogTextProps extends React.HTMLAttributes<HTMLElement> {
  /**
   * Whether to render the single child element instead of the default element, with the id
   * merged into it.
   * @default false
   */
  asChild?: boolean;
  /** The text, or with `asChild` the element to use. */
  children?: ReactNode;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Props of {@link CdkDialogTitle}. */
export type CdkDialogTitleProps = CdkDialogTextProps;

/** Props of {@link CdkDialogDescription}. */
export type CdkDialogDescriptionProps = CdkDialogTextProps;

function DialogText({
  asChild = false,
  ref,
  element: Element,
  ownProps,
  ...props
}: CdkDialogTextProps & {
  element: 'h2' | 'p';
  ownProps: {ref: (element: HTMLElement | null) => void; id: string};
}) {
  const {ref: ownRef, ...rest} = ownProps;
  const composedRef = useComposedRefs<HTMLElement>(ref, ownRef);
  const merged = mergeProps(rest, props);
  if (asChild) return <Slot {...merged} ref={composedRef} />;
  return <Element {...merged} ref={composedRef} />;
}

/**
 * The dialog's title, an `<h2>` by default, which names the dialog (`aria-labelledby`) while it is
 * rendered.
 */
export function CdkDialogTitle(props: CdkDialogTitleProps) {
  const {dialog} = useCdkDialogContext('CdkDialogTitle');
  return <DialogText {...props} element="h2" ownProps={dialog.titleProps} />;
}

/**
 * A short text, a `<p>` by default, that describes the dialog (`aria-describedby`) while it is
 * rendered: the question of a confirmation, say. Leave long or interactive content out of it.
 */
export function CdkDialogDescription(props: CdkDialogDescriptionProps) {
  const {dialog} = useCdkDialogContext('CdkDialogDescription');
  return <DialogText {...props} element="p" ownProps={dialog.descriptionProps} />;
}
