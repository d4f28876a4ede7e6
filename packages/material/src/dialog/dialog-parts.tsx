import {
  CdkDialogDescription,
  CdkDialogTitle,
  type CdkDialogTextProps,
} from '@material-react/cdk/dialog';
import type {Ref} from 'react';
import './dialog.css';

function withClass(base: string, className: string | undefined): string {
  return className ? `${base} ${className}` : base;
}

/** Props of {@link DialogTitle}. */
export type DialogTitleProps = CdkDialogTextProps;

/**
 * The dialog's headline, an `<h2>` (class `mat-dialog-title`) by default, which names the dialog.
 * With `asChild` it is its child element, such as a heading of another level.
 */
export function DialogTitle({className, ...props}: DialogTitleProps) {
  return <CdkDialogTitle {...props} className={withClass('mat-dialog-title', className)} />;
}

/** Props of {@link DialogDescription}. */
export type DialogDescriptionProps = CdkDialogTextProps;

/**
 * The dialog's supporting text, a `<p>` (class `mat-dialog-description`) by default, which
 * describes the dialog: screen readers read it with the title when the dialog opens. Keep it
 * short, and put it in the `DialogBody`.
 */
export function DialogDescription({className, ...props}: DialogDescriptionProps) {
  return (
    <CdkDialogDescription {...props} className={withClass('mat-dialog-description', className)} />
  );
}

/** Props of {@link DialogBody}. */
export interface DialogBodyProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the body element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The dialog's content between the title and the actions (class `mat-dialog-body`). It scrolls
 * when the dialog reaches its largest height, while the title and the actions stay in view.
 */
export function DialogBody({className, ...props}: DialogBodyProps) {
  return <div {...props} className={withClass('mat-dialog-body', className)} />;
}

/** How the buttons of {@link DialogActions} line up. */
export type DialogActionsAlign = 'start' | 'center' | 'end';

/** Props of {@link DialogActions}. */
export interface DialogActionsProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * Where the buttons line up; `start` and `end` follow the text direction.
   * @default 'end'
   */
  align?: DialogActionsAlign;
  /** A ref to the actions element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The row of buttons at the bottom of the dialog (class `mat-dialog-actions`), such as "Cancel"
 * and "Save". Put the confirming action last.
 */
export function DialogActions({align = 'end', className, ...props}: DialogActionsProps) {
  return (
    <div {...props} className={withClass('mat-dialog-actions', className)} data-align={align} />
  );
}
