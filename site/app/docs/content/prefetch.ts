import type {ItemTab} from '../documentation-items';
import {ApiTab, DocPageContent, ExamplesTab} from '../page/page-parts';
import {forgetFailedLoads, loadContent} from './use-content';

const TAB_PARTS = {overview: DocPageContent, api: ApiTab, examples: ExamplesTab};

/**
 * Starts loading the content of a documentation page the visitor is about to open (a link
 * under the pointer or the keyboard focus), so the page shows at once when they follow it.
 * A failed prefetch is forgotten at once: the page itself loads the content again and reports
 * a failure.
 */
export function prefetchItemTab(sectionKey: string, itemId: string, tab: ItemTab) {
  TAB_PARTS[tab].preload();
  loadContent(tab, `${sectionKey}/${itemId}`).catch(forgetFailedLoads);
}

/** Starts loading a guide's content; see {@link prefetchItemTab}. */
export function prefetchGuide(guideId: string) {
  DocPageContent.preload();
  loadContent('guide', guideId).catch(forgetFailedLoads);
}
