import type {ItemTab} from '../documentation-items';
import {prefetchContent} from '../content/use-content';
import {ApiTab, DocPageContent, ExamplesTab} from './page-parts';

/** The part that shows each tab's content (the Styling tab shares the Examples tab's). */
export const TAB_PARTS = {
  overview: DocPageContent,
  api: ApiTab,
  styling: ExamplesTab,
  examples: ExamplesTab,
};

/**
 * Starts loading the content of a documentation page the visitor is about to open (a link
 * under the pointer or the keyboard focus), so the page shows at once when they follow it.
 * The page's code and its content are both preloaded (see `preload`): a failure is forgotten at
 * once, and the page itself loads them again and reports a failure.
 */
export function prefetchItemTab(sectionKey: string, itemId: string, tab: ItemTab) {
  TAB_PARTS[tab].preload();
  // The Styling tab's content loads with its code, which the Examples tab's part loads.
  if (tab !== 'styling') prefetchContent(tab, `${sectionKey}/${itemId}`);
}

/** Starts loading a guide's content; see {@link prefetchItemTab}. */
export function prefetchGuide(guideId: string) {
  DocPageContent.preload();
  prefetchContent('guide', guideId);
}
