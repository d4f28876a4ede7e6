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
}

/**
 * An anchored overlay: while `open`, renders a pane (`.cdk-overlay-pane`) in the overlay container
 * positioned next to `anchor`, with the resolved placement in `data-placement`. Extra props go to
 * the pane. See {@link useAnchoredOverlay} for placement and dismissal.
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
  if (!open) return null;
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
