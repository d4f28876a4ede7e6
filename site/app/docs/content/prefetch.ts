import {apiLoaders, guideLoaders, overviewLoaders} from 'virtual:docs/index';
import type {ItemTab} from '../documentation-items';
import {forgetFailedLoads, loadContent} from './use-content';

/**
 * Starts loading the content of a documentation page the visitor is about to open (a link
 * under the pointer or the keyboard focus), so the page shows at once when they follow it.
 * A failed prefetch is forgotten at once: the page itself loads the content again and reports
 * a failure.
 */
export function prefetchItemTab(sectionKey: string, itemId: string, tab: ItemTab) {
  const key = `${sectionKey}/${itemId}`;
  if (tab === 'overview') loadContent('overview', overviewLoaders, key)?.catch(forgetFailedLoads);
  if (tab === 'api') loadContent('api', apiLoaders, key)?.catch(forgetFailedLoads);
}

/** Starts loading a guide's content; see {@link prefetchItemTab}. */
export function prefetchGuide(guideId: string) {
  loadContent('guide', guideLoaders, guideId)?.catch(forgetFailedLoads);
}
