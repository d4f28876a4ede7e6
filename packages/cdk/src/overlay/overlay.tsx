'use client';

import {useSyncExternalStore, type ReactNode, type Ref} from 'react';
import {createPortal} from 'react-dom';
import {useComposedRefs} from '../slot';
import {getOverlayContainer, OVERLAY_PANE_CLASS} from './overlay-container';
import {useAnchoredOverlay, type AnchoredOverlayOptions} from './use-anchored-overlay';

const subscribeNever = () => () => {};

/**
 * Whether the component renders in a browser after hydration. Portals need the document, which
 * neither server rendering nor the hydration render may touch.
 */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Props of {@link OverlayPortal}. */
export interface OverlayPortalProps {
  /** What to render in the overlay container. */
  children?: ReactNode;
}

/**
 * Renders its children into the shared overlay container at the end of `<body>` (see
 * `getOverlayContainer`). Renders nothing on the server and during hydration.
 */
export function OverlayPortal({children}: OverlayPortalProps) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(children, getOverlayContainer());
}

/** Props of {@link Overlay}. */
export interface OverlayProps
  extends AnchoredOverlayOptions, Omit<React.HTMLAttributes<HTMLDivElement>, 'dir'> {
  /** The overlay's content. */
  children?: ReactNode;
  /** A ref to the pane element. */
  ref?: Ref<HTMLDivElement>;
  /**
   * Whether the content is rendered while the overlay is closed: in its pane, hidden (not shown,
   * not focusable, left out of the accessibility tree and of pointer events) until it opens, and
   * kept so after it closes. Set it once the overlay is likely to open, for instance when the
   * pointer reaches its trigger or the trigger takes focus: the browser then creates, styles and
   * lays out the content ahead, and the press that opens the overlay only places and shows it.
   * @default false
   */
  prerender?: boolean;
}

/**
 * An anchored overlay: while `open`, renders a pane (`.cdk-overlay-pane`) in the overlay container
 * positioned next to `anchor`, with the resolved placement in `data-placement`. Extra props go to
 * the pane. See {@link useAnchoredOverlay} for placement and dismissal. With `prerender`, the pane
 * is also there, hidden, while closed.
 *
 * ```tsx
 * <Overlay open={open} anchor={button} placement="bottom-start" onDismiss={() => setOpen(false)}>
 *   <div className="my-panel">…</div>
 * </Overlay>
 * ```
 */
export function Overlay({
  open,
  anchor,
  placement,
  offset,
  viewportMargin,
  flip,
  dismissOnOutsidePointerDown,
  dismissOnEscape,
  scrollStrategy,
  matchAnchorWidth,
  onDismiss,
  className,
  style,
  ref,
  children,
  prerender = false,
  ...paneAttributes
}: OverlayProps) {
  const overlay = useAnchoredOverlay({
    open,
    anchor,
    placement,
    offset,
    viewportMargin,
    flip,
    dismissOnOutsidePointerDown,
    dismissOnEscape,
    scrollStrategy,
    matchAnchorWidth,
    onDismiss,
  });
  const {ref: paneRef, style: paneStyle, ...paneProps} = overlay.paneProps;
  const composedRef = useComposedRefs<HTMLDivElement>(ref, paneRef);
  if (!open && !prerender) return null;
  return (
    <OverlayPortal>
      <div
        {...paneAttributes}
        {...paneProps}
        ref={composedRef}
        className={className ? `${OVERLAY_PANE_CLASS} ${className}` : OVERLAY_PANE_CLASS}
        style={{...style, ...paneStyle}}
      >
        {children}
      </div>
    </OverlayPortal>
  );
}
