import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useState,
  type HTMLAttributes,
  type Ref,
  type ReactNode,
} from 'react';
import {START_GUARD_CONFIG} from './start-guard';

const MarkLive = createContext<(() => void) | null>(null);

/** Props of {@link HydrationRegion}. */
export interface HydrationRegionProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
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
