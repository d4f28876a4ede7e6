export {
  Dialog,
  DialogClose,
  DialogTrigger,
  type DialogCloseProps,
  type DialogProps,
  type DialogTriggerProps,
} from './dialog';
export {DialogContent, type DialogContentProps, type DialogSize} from './dialog-content';
export {
  DialogActions,
  DialogBody,
  DialogDescription,
  DialogTitle,
  type DialogActionsAlign,
  type DialogActionsProps,
  type DialogBodyProps,
  type DialogDescriptionProps,
  type DialogTitleProps,
} from './dialog-parts';
