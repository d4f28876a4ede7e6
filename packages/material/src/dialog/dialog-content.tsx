'use client';

import {
  CdkDialogBackdrop,
  CdkDialogPanel,
  CdkDialogPortal,
  type CdkDialogPanelProps,
} from '@material-react/cdk/dialog';
import {useMediaQuery} from '@material-react/cdk/layout';
import type {CSSProperties} from 'react';
import './dialog.css';

/** A CSS length, or a number of pixels. */
export type DialogSize = string | number;

/** Props of {@link DialogContent}; other props go to the dialog element. */
export interface DialogContentProps extends CdkDialogPanelProps {
  /**
   * The dialog's width. By default it fits its content, between `minWidth` and `maxWidth`.
   */
  width?: DialogSize;
  /**
   * The dialog's smallest width.
   * @default '280px'
   */
  minWidth?: DialogSize;
  /**
   * The dialog's largest width. The dialog also keeps a 16px margin from each edge of the
   * viewport.
   * @default '560px'
   */
  maxWidth?: DialogSize;
  /** The dialog's height. By default it fits its content, up to the viewport's height less 48px. */
  height?: DialogSize;
  /**
   * Whether the dialog fills the whole screen: `true` always, or a media query while which it
   * does, such as `'(max-width: 719.98px)'` or `Breakpoints.XSmall` from
   * `@material-react/cdk/layout`. A full-screen dialog has no rounded corners and no scrim.
   * @default false
   */
  fullScreen?: boolean | string;
}

function toLength(size: DialogSize | undefined): string | undefined {
  return typeof size === 'number' ? `${size}px` : size;
}

/**
 * The dialog's surface (`role="dialog"`, class `mat-dialog-container`) with the scrim behind it,
 * rendered in the overlay container only while the dialog is open or closing. Put a
 * `DialogTitle`, a `DialogBody` and `DialogActions` in it. It is named by its `DialogTitle` and
 * described by its `DialogDescription`. State is exposed as `data-state` (`open`, `closed`) and
 * `data-full-screen`.
 *
 * ```tsx
 * <DialogContent maxWidth={400} fullScreen="(max-width: 599.98px)">…</DialogContent>
 * ```
 */
export function DialogContent(props: DialogContentProps) {
  return (
    <CdkDialogPortal className="mat-dialog-pane">
      <CdkDialogBackdrop className="mat-dialog-backdrop" />
      <DialogSurface {...props} />
    </CdkDialogPortal>
  );
}

/** The surface, rendered only while the dialog is, so the media query is only watched then. */
function DialogSurface({
  width,
  minWidth,
  maxWidth,
  height,
  fullScreen = false,
  className,
  style,
  ...props
}: DialogContentProps) {
  const matchesQuery = useMediaQuery(typeof fullScreen === 'string' ? fullScreen : '');
  const isFullScreen = fullScreen === true || (typeof fullScreen === 'string' && matchesQuery);
  const sizes = {
    '--mat-dialog-container-width': toLength(width),
    '--mat-dialog-container-min-width': toLength(minWidth),
    '--mat-dialog-container-max-width': toLength(maxWidth),
    '--mat-dialog-container-height': toLength(height),
  } as CSSProperties;
  return (
    <CdkDialogPanel
      {...props}
      className={className ? `mat-dialog-container ${className}` : 'mat-dialog-container'}
      data-full-screen={isFullScreen ? '' : undefined}
      style={{...sizes, ...style}}
    />
  );
}
