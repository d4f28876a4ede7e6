import {apiLoaders, guideLoaders, overviewLoaders} from 'virtual:docs/index';
import type {ItemTab} from '../documentation-items';
import {loadContent} from './use-content';

/**
 * Starts loading the content of a documentation page the visitor is about to open (a link
 * under the pointer or the keyboard focus), so the page shows at once when they follow it.
 * A failure here is ignored: the page itself loads the content again and reports it.
 */
export function prefetchItemTab(sectionKey: string, itemId: string, tab: ItemTab) {
  const key = `${sectionKey}/${itemId}`;
  if (tab === 'overview') loadContent('overview', overviewLoaders, key)?.catch(() => {});
  if (tab === 'api') loadContent('api', apiLoaders, key)?.catch(() => {});
}

/** Starts loading a guide's content; see {@link prefetchItemTab}. */
export function prefetchGuide(guideId: string) {
  loadContent('guide', guideLoaders, guideId)?.catch(() => {});
}
