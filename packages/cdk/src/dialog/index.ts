export {
  CdkDialog,
  CdkDialogClose,
  CdkDialogPortal,
  CdkDialogTrigger,
  type CdkDialogButtonProps,
  type CdkDialogCloseProps,
  type CdkDialogPortalProps,
  type CdkDialogProps,
  type CdkDialogTriggerProps,
} from './dialog';
export {
  CdkDialogBackdrop,
  CdkDialogDescription,
  CdkDialogPanel,
  CdkDialogTitle,
  type CdkDialogBackdropProps,
  type CdkDialogDescriptionProps,
  type CdkDialogPanelProps,
  type CdkDialogTextProps,
  type CdkDialogTitleProps,
} from './dialog-parts';
export {useDialogState, type DialogState, type DialogStateOptions} from './dialog-state';
export type {
  DialogAria,
  DialogBackdropDomProps,
  DialogCloseDomProps,
  DialogDataState,
  DialogLabelDomProps,
  DialogPaneDomProps,
  DialogPanelDomProps,
  DialogTriggerDomProps,
} from './dialog-dom-props';
export {useDialog, type DialogInitialFocus, type DialogOptions} from './use-dialog';
export type {DialogRole} from './dialog-dom-props';
