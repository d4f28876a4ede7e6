import {
  CdkDialogDescription,
  CdkDialogTitle,
  type CdkDialogTextProps,
} from '@material-react/cdk/dialog';
import type {Ref} from 'react';
import './bottom-sheet.css';

function withClass(base: string, className: string | undefined): string {
  return className ? `${base} ${className}` : base;
}

/** Props of {@link BottomSheetTitle}. */
export type BottomSheetTitleProps = CdkDialogTextProps;

/**
 * The sheet's title, an `<h2>` (class `mat-bottom-sheet-title`) by default, which names the
 * sheet. With `asChild` it is its child element, such as a heading of another level.
 */
export function BottomSheetTitle({className, ...props}: BottomSheetTitleProps) {
  return <CdkDialogTitle {...props} className={withClass('mat-bottom-sheet-title', className)} />;
}

/** Props of {@link BottomSheetDescription}. */
export type BottomSheetDescriptionProps = CdkDialogTextProps;

/**
 * A sentence, a `<p>` (class `mat-bottom-sheet-description`) by default, that describes the
 * sheet: screen readers read it with the title when the sheet opens. Keep it short.
 */
export function BottomSheetDescription({className, ...props}: BottomSheetDescriptionProps) {
  return (
    <CdkDialogDescription
      {...props}
      className={withClass('mat-bottom-sheet-description', className)}
    />
  );
}

/** Props of {@link BottomSheetBody}. */
export interface BottomSheetBodyProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the body element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The sheet's content below the title (class `mat-bottom-sheet-body`): a list of actions, a
 * short form. It scrolls when the sheet reaches its largest height, while the drag handle and
 * the title stay in view.
 */
export function BottomSheetBody({className, ...props}: BottomSheetBodyProps) {
  return <div {...props} className={withClass('mat-bottom-sheet-body', className)} />;
}
