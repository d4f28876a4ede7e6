import {
  CdkDialog,
  CdkDialogClose,
  CdkDialogTrigger,
  type CdkDialogButtonProps,
  type CdkDialogProps,
} from '@material-react/cdk/dialog';

/** Props of {@link Dialog}: the open state and the dialog's behaviour. */
export type DialogProps = CdkDialogProps;

/**
 * The root of a Material dialog, a modal window that asks for a decision or holds a short task.
 * It renders no element of its own; it holds the open state for its `DialogTrigger` and
 * `DialogContent`, and the behaviour: focus moves into the dialog and stays there, the page
 * behind is inert and does not scroll, Escape and a click on the scrim close it, and focus goes
 * back where it was. `role="alertdialog"` makes it an alert dialog.
 *
 * ```tsx
 * <Dialog>
 *   <DialogTrigger asChild><Button>Delete</Button></DialogTrigger>
 *   <DialogContent>
 *     <DialogTitle>Delete the draft?</DialogTitle>
 *     <DialogBody><DialogDescription>It cannot be restored.</DialogDescription></DialogBody>
 *     <DialogActions>
 *       <DialogClose asChild><Button>Cancel</Button></DialogClose>
 *       <Button onClick={remove}>Delete</Button>
 *     </DialogActions>
 *   </DialogContent>
 * </Dialog>
 * ```
 */
export function Dialog(props: DialogProps) {
  return <CdkDialog {...props} />;
}

/** Props of {@link DialogTrigger}. */
export type DialogTriggerProps = CdkDialogButtonProps;

/**
 * The button that opens the dialog; with `asChild` it is its child, such as a `Button`. It gets
 * `aria-haspopup="dialog"`, `aria-expanded` and `data-state`, and focus comes back to it when the
 * dialog closes.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <CdkDialogTrigger {...props} />;
}

/** Props of {@link DialogClose}. */
export type DialogCloseProps = CdkDialogButtonProps;

/**
 * A button that closes the dialog, such as "Cancel"; with `asChild` it is its child, such as a
 * `Button`. A click handler of yours runs first; `event.preventDefault()` in it keeps the dialog
 * open.
 */
export function DialogClose(props: DialogCloseProps) {
  return <CdkDialogClose {...props} />;
}
