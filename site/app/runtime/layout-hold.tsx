import {useLayoutEffect} from 'react';
import {holdLayout} from './scroll-keeper';

/**
 * Holds the page's layout (see `holdLayout`) while `active` is true and the component is
 * mounted: in the fallback of a Suspense boundary whose content changes the page's height, or in
 * a part whose results are still coming. The hold starts in the commit that shows the part,
 * before the scroll keeper decides where the new page should be.
 */
export function useLayoutHold(active = true) {
  useLayoutEffect(() => (active ? holdLayout() : undefined), [active]);
}
