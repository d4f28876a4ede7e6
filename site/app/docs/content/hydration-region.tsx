import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import {START_GUARD_CONFIG} from '../../shell/start-guard';

const MarkLive = createContext<(() => void) | null>(null);

/** Props of {@link HydrationRegion}. */
export interface HydrationRegionProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
}

/**
 * A part of a page that may come to life after the rest of it: its code loads once the page's
 * shell is interactive, or once it nears the viewport. Its prerendered HTML shows from the
 * start; until it has hydrated, the region carries `data-hydrating`, and the start guard (see
 * `guardStart`) holds a press on a control inside it, asks it to hydrate at once (the
 * `docs-hydrate-now` event) and makes the press again once it has. Whatever the region shows
 * when it is done (its content, or a message that it failed) renders {@link RegionLive}.
 */
export function HydrationRegion({children, ...props}: HydrationRegionProps) {
  const [live, setLive] = useState(false);
  const markLive = useCallback(() => setLive(true), []);
  return (
    <div {...props} {...{[START_GUARD_CONFIG.pendingAttribute]: live ? undefined : ''}}>
      <MarkLive value={markLive}>{children}</MarkLive>
    </div>
  );
}

/**
 * Says that the enclosing {@link HydrationRegion} is live. Put it inside the same Suspense
 * boundary as the region's content, so that it commits (and hydrates) together with it.
 */
export function RegionLive() {
  const markLive = use(MarkLive);
  useLayoutEffect(() => markLive?.(), [markLive]);
  return null;
}

/** How far ahead of the viewport a deferred part starts loading. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Resolves once an element of the prerendered page nears the viewport, or once a press inside it
 * asks it to hydrate (see {@link HydrationRegion}); at once where there is no such element (the
 * server, or a part rendered after a client navigation) or no IntersectionObserver.
 */
export function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener(START_GUARD_CONFIG.hydrateEvent, done);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      {rootMargin: NEAR_VIEWPORT_MARGIN},
    );
    observer.observe(element);
    element.addEventListener(START_GUARD_CONFIG.hydrateEvent, done);
  });
}
