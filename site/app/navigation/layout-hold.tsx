import {useLayoutEffect} from 'react';
import {holdLayout} from './scroll-keeper';

/**
 * Holds the page's layout (see `holdLayout`) while `active` is true and the component is
 * mounted. The hold starts in the commit that shows the part, before the scroll keeper decides
 * where the new page should be.
 */
export function useLayoutHold(active = true) {
  useLayoutEffect(() => (active ? holdLayout() : undefined), [active]);
}

/**
 * Holds the page's layout while it is mounted: put it in the fallback of a Suspense boundary
 * whose content changes the page's height when it arrives.
 */
export function LayoutHold() {
  useLayoutHold();
  return null;
}
