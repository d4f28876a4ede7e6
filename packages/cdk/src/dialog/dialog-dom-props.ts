import type {FocusEvent, MouseEvent, RefCallback} from 'react';

/** The role of a dialog: `alertdialog` for one that interrupts to ask for a decision or confirmation. */
export type DialogRole = 'dialog' | 'alertdialog';

/** The value of the `data-state` attribute of a dialog's parts. */
export type DialogDataState = 'open' | 'closed';

/** Props for the button that opens a dialog. */
export interface DialogTriggerDomProps {
  /** Registers the trigger, where focus returns if nothing else had it before the dialog opened. */
  ref: RefCallback<HTMLElement>;
  /** Tells assistive technology that the button opens a dialog. */
  'aria-haspopup': 'dialog';
  /** Whether the dialog is open. */
  'aria-expanded': boolean;
  /** The dialog's id while it is open. */
  'aria-controls': string | undefined;
  /** `open` or `closed`, for styles. */
  'data-state': DialogDataState;
  /** Opens the dialog. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Props for the element that holds the backdrop and the dialog in the overlay container. It
 * covers the viewport and centres the dialog.
 */
export interface DialogPaneDomProps {
  /** Registers the pane, whose closing animation is waited for. */
  ref: RefCallback<HTMLElement>;
  /** The structural classes `cdk-overlay-pane cdk-dialog-pane`. */
  className: string;
  /** `open` or `closed` (while the closing animation runs), for styles. */
  'data-state': DialogDataState;
  /** Whether the pane is inert: it is while it closes, so it takes no more input. */
  inert: boolean;
}

/** Props for the backdrop, the layer between the page and the dialog. */
export interface DialogBackdropDomProps {
  /** Registers the backdrop, whose closing animation is waited for. */
  ref: RefCallback<HTMLElement>;
  /** The structural class `cdk-dialog-backdrop`, which makes it cover the pane. */
  className: string;
  /** Hides the backdrop from assistive technology. */
  'aria-hidden': true;
  /** `open` or `closed`, for styles. */
  'data-state': DialogDataState;
  /** Keeps focus in the dialog when the backdrop is pressed. */
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  /** Closes the dialog, unless that is turned off. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Props for the dialog element itself. */
export interface DialogPanelDomProps {
  /** Registers the dialog element. */
  ref: RefCallback<HTMLElement>;
  /** The dialog's id, which the trigger's `aria-controls` points to. */
  id: string;
  /** The structural class `cdk-dialog-panel`. */
  className: string;
  /** `dialog` or `alertdialog`. */
  role: DialogRole;
  /** Tells assistive technology that the rest of the page is out of reach. */
  'aria-modal': true;
  /** The id of the title, while one is rendered. */
  'aria-labelledby': string | undefined;
  /** The id of the description, while one is rendered. */
  'aria-describedby': string | undefined;
  /** Lets the dialog element itself take focus (not by Tab). */
  tabIndex: -1;
  /** `open` or `closed`, for styles. */
  'data-state': DialogDataState;
  /** Notes where focus came from when it entered before the dialog could look. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** Props for the element that names or describes a dialog. */
export interface DialogLabelDomProps {
  /** Registers the element, so the dialog points to it only while it is rendered. */
  ref: RefCallback<HTMLElement>;
  /** The element's id. */
  id: string;
}

/** Props for a button that closes a dialog. */
export interface DialogCloseDomProps {
  /** Closes the dialog. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** What {@link useDialog} returns: whether to render, and props for each part. */
export interface DialogAria {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /**
   * Whether the dialog's pane should be rendered: while it is open, and after it closes until the
   * closing animations of the pane, backdrop and dialog element have finished.
   */
  isRendered: boolean;
  /** Props for the button that opens the dialog. */
  triggerProps: DialogTriggerDomProps;
  /** Props for the pane that holds the backdrop and the dialog in the overlay container. */
  paneProps: DialogPaneDomProps;
  /** Props for the backdrop. */
  backdropProps: DialogBackdropDomProps;
  /** Props for the dialog element. */
  dialogProps: DialogPanelDomProps;
  /** Props for the title, which names the dialog. */
  titleProps: DialogLabelDomProps;
  /** Props for the description, which describes the dialog. */
  descriptionProps: DialogLabelDomProps;
  /** Props for a button that closes the dialog. */
  closeProps: DialogCloseDomProps;
}
