import {Suspense} from 'react';
import {deferredPart} from '../runtime/deferred-part';
import {HydrationRegion, RegionLive} from '../runtime/hydration-region';

// The page's actions are prerendered; their code is a chunk that loads once the page is
// interactive (a press before that is held and made again once it has come).
const PageActions = deferredPart('page-actions', () =>
  import('./page-actions').then((module) => module.PageActions),
);

/**
 * The coloured band at the top of every content page, holding the page's one `<h1>` and the
 * actions on the page's Markdown twin.
 */
export function PageHeader({
  title,
  summary,
  item,
  actions = true,
}: {
  title: string;
  summary?: string;
  /**
   * Whether the page is a documentation item's (`/<section>/<id>/<tab>`): its import line, links
   * and bundle size show under the summary. They come with the page's actions, whose code loads
   * after the page is interactive, so they add nothing to the page's first JavaScript.
   */
  item?: boolean;
  /**
   * Whether the page offers its Markdown twin (Copy page, View as Markdown): documentation pages
   * do; the search page, whose results depend on the query, does not.
   */
  actions?: boolean;
}) {
  return (
    <header className="docs-page-header">
      <div className="docs-page-header-inner">
        <div className="docs-page-header-text">
          <h1 className="docs-page-title">{title}</h1>
          {summary && <p className="docs-page-summary">{summary}</p>}
        </div>
        {actions && (
          <HydrationRegion className="docs-page-actions">
            <Suspense>
              <PageActions item={item} />
              <RegionLive />
            </Suspense>
          </HydrationRegion>
        )}
      </div>
    </header>
  );
}
