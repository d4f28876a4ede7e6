export type {OverlayDismissReason} from '../core/dismiss-stack';
export {
  getOverlayContainer,
  OVERLAY_CONTAINER_CLASS,
  OVERLAY_PANE_CLASS,
} from './overlay-container';
export {Overlay, OverlayPortal, type OverlayPortalProps, type OverlayProps} from './overlay';
export {
  resolvePlacement,
  type OverlayPlacement,
  type OverlaySide,
  type ResolvedOverlayPlacement,
} from './placement';
export {
  blockPageScroll,
  listenForOutsideScroll,
  type OverlayScrollStrategy,
} from './scroll-strategy';
export {
  preloadOverlayPositioning,
  useAnchoredOverlay,
  type AnchoredOverlay,
  type AnchorWidthMatch,
  type AnchoredOverlayOptions,
  type OverlayAnchor,
  type OverlayPaneProps,
} from './use-anchored-overlay';
export {useOpenIntent} from './use-open-intent';
