'use client';

import type * as FloatingUiModule from '@floating-ui/dom';
import type {Middleware, Platform, SizeOptions} from '@floating-ui/dom';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import {pushDismissableLayer, type OverlayDismissReason} from '../core/dismiss-stack';
import {
  blockPageScroll,
  listenForOutsideScroll,
  type OverlayScrollStrategy,
} from './scroll-strategy';
import {resolvePlacement, type OverlayPlacement, type ResolvedOverlayPlacement} from './placement';
import {watchResizes, type PlacementSizes} from './resize-watch';
import {watchViewport} from './viewport-watch';
import {getDirection, type Direction} from '../bidi';

type FloatingUi = typeof FloatingUiModule;

let floatingUi: FloatingUi | undefined;
let floatingUiLoad: Promise<FloatingUi> | undefined;

/**
 * Loads the positioning engine (Floating UI) ahead of the first overlay that opens. Overlays
 * load it themselves when they mount, so calling this is only useful to warm it up earlier; a
 * failed load is forgotten so that the next call tries again.
 *
 * Positioning is a chunk of its own because nearly every overlay starts closed: a page does not
 * need it to become interactive, only to show its first menu or tooltip.
 */
export function preloadOverlayPositioning(): Promise<void> {
  floatingUiLoad ??= import('@floating-ui/dom').then(
    (module) => (floatingUi = module),
    (error: unknown) => {
      floatingUiLoad = undefined;
      throw error;
    },
  );
  return floatingUiLoad.then(() => undefined);
}

/** Runs `task` once the browser is idle (or soon, without `requestIdleCallback`); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, {timeout: 1000});
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/** Whether a pane has been placed unseen once on this page (see `useAnchoredOverlay`). */
let positioningWarmed = false;

/**
 * What places a pane: the offset from the anchor, a flip to the other side when it does not fit,
 * a shift along its side to stay in the viewport, and the room left (`apply`).
 */
function positioningMiddleware(
  ui: FloatingUi,
  {offset, canFlip, viewportMargin}: {offset: number; canFlip: boolean; viewportMargin: number},
  apply: NonNullable<SizeOptions['apply']>,
): Middleware[] {
  const middleware: Middleware[] = [ui.offset(offset)];
  if (canFlip) middleware.push(ui.flip({padding: viewportMargin}));
  middleware.push(ui.shift({padding: viewportMargin}), ui.size({padding: viewportMargin, apply}));
  return middleware;
}

/**
 * A plain position below (or above) the anchor, kept inside the viewport: what an overlay gets
 * if the positioning engine cannot be loaded (a dropped connection), so it still shows.
 */
function fallbackPosition(anchor: Element, pane: HTMLElement, offset: number, margin: number) {
  const box = anchor.getBoundingClientRect();
  const {width, height} = pane.getBoundingClientRect();
  const room = {below: window.innerHeight - box.bottom, above: box.top};
  const y =
    room.below >= height + offset || room.below >= room.above
      ? box.bottom + offset
      : box.top - offset - height;
  const x = Math.min(Math.max(margin, box.left), window.innerWidth - margin - width);
  return {x: Math.max(margin, x), y: Math.max(margin, y)};
}

/** The element an overlay is anchored to, given directly or through a ref. */
export type OverlayAnchor = Element | null | RefObject<Element | null>;

/**
 * How an overlay's pane follows its anchor's width: the CSS property of the pane that gets the
 * anchor's width.
 */
export type AnchorWidthMatch = 'width' | 'min-width';

/** Options of {@link useAnchoredOverlay}. */
export interface AnchoredOverlayOptions {
  /** Whether the overlay is open: positioned, kept in place and listening for dismissal. */
  open: boolean;
  /** The element the overlay is placed next to. */
  anchor: OverlayAnchor;
  /**
   * Where the overlay goes relative to the anchor. It flips to the opposite side when there is
   * not enough room, and shifts along its side to stay inside the viewport.
   * @default 'bottom'
   */
  placement?: OverlayPlacement;
  /**
   * The gap between the anchor and the overlay, in pixels.
   * @default 0
   */
  offset?: number;
  /**
   * The smallest distance kept between the overlay and the viewport edges, in pixels.
   * @default 8
   */
  viewportMargin?: number;
  /**
   * Whether the overlay may flip to the opposite side when it does not fit.
   * @default true
   */
  flip?: boolean;
  /**
   * Whether a pointer press outside the overlay and its anchor dismisses it.
   * @default true
   */
  dismissOnOutsidePointerDown?: boolean;
  /**
   * Whether the Escape key dismisses it (only the topmost open overlay gets each Escape).
   * @default true
   */
  dismissOnEscape?: boolean;
  /**
   * What the overlay does while the page behind it scrolls: follow its anchor (`reposition`),
   * ask to be dismissed (`close`), keep the page from scrolling (`block`) or stay put (`noop`).
   * @default 'reposition'
   */
  scrollStrategy?: OverlayScrollStrategy;
  /**
   * Whether the pane follows its anchor's width, and how: `'width'` makes the pane exactly as
   * wide as the anchor, `'min-width'` at least as wide (wider content widens it). The width is
   * measured when the overlay opens and again whenever the anchor changes size. The pane is a
   * flex container; give its content `width: 100%` (or `min-width: 100%`) to fill it. Unset,
   * the pane takes its content's width.
   */
  matchAnchorWidth?: AnchorWidthMatch;
  /**
   * Called when the overlay should close: on a pointer press outside both the overlay and the
   * anchor, on Escape, or on a scroll with the `close` scroll strategy. The overlay stays open
   * until `open` becomes false.
   */
  onDismiss?: (reason: OverlayDismissReason, event: Event) => void;
}

/** Props to spread on the overlay's pane element. */
export interface OverlayPaneProps {
  /** The callback ref that registers the pane. */
  ref: (element: HTMLElement | null) => void;
  /** The anchor's text direction, so the overlay's content follows it. */
  dir: Direction | undefined;
  /** The placement after flipping; absent until the first position is known. */
  'data-placement': ResolvedOverlayPlacement | undefined;
  /** Hides the pane until its first position is known, so it never shows in the wrong place. */
  style: CSSProperties;
}

/** What {@link useAnchoredOverlay} returns. */
export interface AnchoredOverlay {
  /** Props for the pane element: a ref, `dir`, `data-placement` and a style. */
  paneProps: OverlayPaneProps;
  /** The placement after flipping, or `null` until the overlay has been positioned. */
  placement: ResolvedOverlayPlacement | null;
  /** Whether the pane has its first position and is visible. */
  isPositioned: boolean;
}

function resolveAnchor(anchor: OverlayAnchor): Element | null {
  if (anchor && 'current' in anchor) return anchor.current;
  return anchor;
}

/**
 * Positions are written straight to the pane's style rather than through React state, so scrolling
 * does not re-render the overlay's content on every frame.
 */
function writePaneStyle(pane: HTMLElement, properties: Record<string, string>): void {
  for (const [name, value] of Object.entries(properties)) pane.style.setProperty(name, value);
}

/** Rounds a coordinate to whole device pixels, so text in the pane stays crisp. */
function toDevicePixels(value: number): string {
  const ratio = window.devicePixelRatio || 1;
  return `${Math.round(value * ratio) / ratio}px`;
}

interface PositionState {
  placement: ResolvedOverlayPlacement;
  direction: Direction;
}

/**
 * Positions an element (the pane) next to an anchor with Floating UI, and keeps it there while the
 * page scrolls or resizes. The pane uses fixed positioning; put it in the overlay container (see
 * `OverlayPortal`) so it never changes the page's layout. Also dispatches dismissal: a pointer
 * press outside the pane and the anchor, or Escape, calls `onDismiss`.
 *
 * The hook writes the pane's `left`, `top` and two custom properties, `--cdk-overlay-available-width`
 * and `--cdk-overlay-available-height` (the room left on its side), directly to its inline style,
 * and its `width` or `min-width` with `matchAnchorWidth`; do not set those yourself.
 */
export function useAnchoredOverlay(options: AnchoredOverlayOptions): AnchoredOverlay {
  const {
    open,
    anchor,
    placement = 'bottom',
    offset = 0,
    viewportMargin = 8,
    flip: canFlip = true,
    dismissOnOutsidePointerDown = true,
    dismissOnEscape = true,
    scrollStrategy = 'reposition',
    matchAnchorWidth,
  } = options;
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<PositionState | null>(null);

  // A pane kept while closed (`Overlay`'s `prerender`) forgets its last position, so that it
  // stays hidden when it opens again until it has been placed anew.
  if (!open && position !== null) setPosition(null);

  const paneRef = useCallback((element: HTMLElement | null) => {
    setPane(element);
    if (!element) setPosition(null);
  }, []);

  useLayoutEffect(() => {
    const anchorElement = resolveAnchor(anchor);
    if (!open || !pane || !anchorElement) return;
    let cancelled = false;
    // Measured at the viewport's corner until the first position is known. Written before the
    // direction is read, so that reading it computes the page's style once, with these.
    writePaneStyle(pane, {
      position: 'fixed',
      left: pane.style.left || '0px',
      top: pane.style.top || '0px',
    });
    const direction = getDirection(anchorElement);
    const rtl = direction === 'rtl';

    let placed: PositionState | null = null;
    const place = (x: number, y: number, resolved: ResolvedOverlayPlacement) => {
      writePaneStyle(pane, {left: toDevicePixels(x), top: toDevicePixels(y)});
      const isCurrent = (position: PositionState | null) =>
        position?.placement === resolved && position.direction === direction;
      // Following a scroll moves the pane without rendering: only a new placement renders.
      if (isCurrent(placed)) return;
      const next = (placed = {placement: resolved, direction});
      // Rendered at once rather than in a task of its own: the pane (hidden until this first
      // position) is then on screen in the frame that follows the press that opened it.
      flushSync(() => setPosition((previous) => (isCurrent(previous) ? previous : next)));
    };

    let stopUpdating = () => {};
    let measured: PlacementSizes | undefined;
    const follow = (ui: FloatingUi) => {
      const middleware = positioningMiddleware(ui, {offset, canFlip, viewportMargin}, (state) => {
        const {availableWidth, availableHeight, rects} = state;
        measured = {reference: rects.reference, floating: rects.floating};
        writePaneStyle(pane, {
          '--cdk-overlay-available-width': `${Math.max(0, availableWidth)}px`,
          '--cdk-overlay-available-height': `${Math.max(0, availableHeight)}px`,
          // With the rest, rather than from a measure of its own before placing: written
          // between two measures, it made the browser lay the page out once more. A pane whose
          // size this changes is measured again at once (Floating UI's `size` resets).
          ...(matchAnchorWidth && {[matchAnchorWidth]: `${rects.reference.width}px`}),
        });
      });
      const platform: Platform = {...ui.platform, isRTL: () => rtl};
      const update = () => {
        void ui
          .computePosition(anchorElement, pane, {
            strategy: 'fixed',
            placement: resolvePlacement(placement, direction),
            platform,
            middleware,
          })
          .then(({x, y, placement: resolved}) => {
            if (!cancelled) place(x, y, resolved);
          });
      };
      // Only `reposition` follows the anchor as the page scrolls; the others place the pane once
      // and again when the window or the pane changes size. Scrolls and the window are watched
      // apart (see `watchViewport`), and so are sizes (see `watchResizes`): Floating UI's
      // `autoUpdate` is left to place the pane at once and to notice the anchor moving.
      const stopAutoUpdate = ui.autoUpdate(anchorElement, pane, update, {
        ancestorScroll: false,
        ancestorResize: false,
        elementResize: false,
      });
      const stopWatchingViewport = watchViewport(
        anchorElement,
        {scrolls: scrollStrategy === 'reposition'},
        update,
      );
      const stopWatchingSizes = watchResizes(anchorElement, pane, () => measured, update);
      stopUpdating = () => {
        stopAutoUpdate();
        stopWatchingViewport();
        stopWatchingSizes();
      };
    };

    if (floatingUi) {
      follow(floatingUi);
    } else {
      preloadOverlayPositioning().then(
        () => {
          if (!cancelled) follow(floatingUi!);
        },
        () => {
          if (cancelled) return;
          if (matchAnchorWidth) {
            const {width} = anchorElement.getBoundingClientRect();
            pane.style.setProperty(matchAnchorWidth, `${width}px`);
          }
          const {x, y} = fallbackPosition(anchorElement, pane, offset, viewportMargin);
          place(x, y, resolvePlacement(placement, direction));
        },
      );
    }
    return () => {
      cancelled = true;
      stopUpdating();
      if (matchAnchorWidth) pane.style.removeProperty(matchAnchorWidth);
    };
  }, [
    open,
    pane,
    anchor,
    placement,
    offset,
    viewportMargin,
    canFlip,
    scrollStrategy,
    matchAnchorWidth,
  ]);

  // Every overlay starts loading the positioning engine once the page is running and the browser
  // is idle, so that its first opening finds it ready.
  useEffect(() => whenIdle(() => void preloadOverlayPositioning().catch(() => {})), []);

  // The first pane made ready while closed (`Overlay`'s `prerender`) is placed once, unseen and
  // without writing anything, when the browser is idle, so that the press that opens it runs the
  // engine's code warm rather than for the first time: with the CPU slowed 4x, a select's first
  // opening went from 74 to 69 ms on average, and from 96 to 80 ms at the 90th percentile
  // (thirty openings each). Once a page is enough: the code is shared.
  useEffect(() => {
    const anchorElement = resolveAnchor(anchor);
    if (open || !pane || !anchorElement || positioningWarmed) return;
    return whenIdle(() => {
      preloadOverlayPositioning().then(
        () => {
          if (positioningWarmed || !pane.isConnected || !anchorElement.isConnected) return;
          positioningWarmed = true;
          void floatingUi!.computePosition(anchorElement, pane, {
            strategy: 'fixed',
            placement: resolvePlacement(placement, getDirection(anchorElement)),
            middleware: positioningMiddleware(
              floatingUi!,
              {offset, canFlip, viewportMargin},
              () => {},
            ),
          });
        },
        () => {},
      );
    });
  }, [open, pane, anchor, placement, offset, viewportMargin, canFlip]);

  const dismiss = useEffectEvent((reason: OverlayDismissReason, event: Event) => {
    options.onDismiss?.(reason, event);
  });

  useEffect(() => {
    if (!open || !pane) return;
    return pushDismissableLayer({
      pane,
      anchor: resolveAnchor(anchor),
      dismissOnOutsidePointerDown,
      dismissOnEscape,
      onDismiss: (reason, event) => dismiss(reason, event),
    });
  }, [open, pane, anchor, dismissOnOutsidePointerDown, dismissOnEscape]);

  useEffect(() => {
    if (!open || !pane) return;
    if (scrollStrategy === 'block') return blockPageScroll(pane.ownerDocument);
    if (scrollStrategy === 'close') {
      return listenForOutsideScroll(pane, (event) => dismiss('scroll', event));
    }
  }, [open, pane, scrollStrategy]);

  const isPositioned = open && position !== null;
  return {
    paneProps: {
      ref: paneRef,
      dir: position?.direction,
      'data-placement': position?.placement,
      style: isPositioned ? {} : {visibility: 'hidden'},
    },
    placement: position?.placement ?? null,
    isPositioned,
  };
}
