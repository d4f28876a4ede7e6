import {deferredPart} from '../../runtime/deferred-part';

// The content of each kind of documentation page is a part of its own (see `deferredPart`),
// which hydrates once the page's shell is interactive and loads ahead of a page about to open.

/** An overview or a guide. */
export const DocPageContent = deferredPart('doc-page-content', () =>
  import('./doc-page-content').then((module) => module.DocPageContent),
);

/** An item's API tab. */
export const ApiTab = deferredPart('api-tab', () =>
  import('../api/api-tab').then((module) => module.ApiTab),
);

/**
 * An item's Examples tab, and its Styling tab: both show the item's live examples, and the Styling
 * tab's own code is a chunk that this part loads (see `examples-tab.tsx`). A part of its own
 * would put one more loader, with its chunk's file names, into every page's first JavaScript.
 */
export const ExamplesTab = deferredPart('examples-tab', () =>
  import('./examples-tab').then((module) => module.ExamplesTab),
);
