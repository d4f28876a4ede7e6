import {START_GUARD_CONFIG} from './start-guard';

/** How far ahead of the viewport a deferred part starts loading. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** What {@link createViewportGate} returns. */
export interface ViewportGate {
  /** Resolves once the element nears the viewport, or a press inside it asks it to hydrate. */
  promise: Promise<void>;
  /** The element to watch: a ref callback (null stops watching). */
  attach: (element: Element | null) => void;
}

/**
 * A gate that opens once an element comes within a viewport's height of the viewport, or once
 * the start guard asks the part it belongs to to hydrate (a press inside it, see
 * `HydrationRegion`). Open from the start on the server and where there is no
 * IntersectionObserver.
 */
export function createViewportGate(): ViewportGate {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return {promise: Promise.resolve(), attach: () => {}};
  }
  let open = () => {};
  let opened = false;
  const promise = new Promise<void>((resolve) => (open = resolve));
  let stop = () => {};
  const attach = (element: Element | null) => {
    stop();
    stop = () => {};
    if (!element || opened) return;
    const done = () => {
      opened = true;
      stop();
      open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      {rootMargin: NEAR_VIEWPORT_MARGIN},
    );
    observer.observe(element);
    element.addEventListener(START_GUARD_CONFIG.hydrateEvent, done);
    stop = () => {
      observer.disconnect();
      element.removeEventListener(START_GUARD_CONFIG.hydrateEvent, done);
    };
  };
  return {promise, attach};
}
