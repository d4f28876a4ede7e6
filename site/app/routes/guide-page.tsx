import {Suspense} from 'react';
import {Navigate, useParams} from 'react-router';
import {ContentLoading} from '../docs/content/content-loading';
import {ContentErrorBoundary} from '../docs/content/content-error-boundary';
import {HydrationRegion, RegionLive} from '../runtime/hydration-region';
import {prefetchGuide} from '../docs/page/prefetch';
import {findGuide} from '../docs/guide-items';
import {GUIDE_TOOLS} from '../docs/guide-tools';
import {DocPageContent} from '../docs/page/page-parts';
import {PageHeader} from '../shell/page-header';

export const meta = ({params}: {params: {id?: string}}) => {
  const guide = findGuide(params.id);
  return guide
    ? [{title: `${guide.name} | Material`}, {name: 'description', content: guide.summary}]
    : [{title: 'Guides | Material'}];
};

/**
 * `/guide/:id`: one guide with its table of contents, below the guide's tool if it has one (the
 * theme builder); an unknown id goes to the guide list.
 */
export default function GuidePage() {
  const {id} = useParams();
  const guide = findGuide(id);
  if (!guide) return <Navigate to="/guides" replace />;
  // The content's chunk loads alongside the content's code rather than after it.
  prefetchGuide(guide.id);
  const Tool = GUIDE_TOOLS[guide.id];
  return (
    <>
      <PageHeader title={guide.name} summary={guide.summary} />
      <HydrationRegion className="docs-page docs-guide-page">
        <ContentErrorBoundary subject={`The guide “${guide.name}”`} key={guide.id}>
          <Suspense fallback={<ContentLoading />}>
            {Tool && <Tool />}
            <DocPageContent
              kind="guide"
              contentKey={guide.id}
              missing="This guide is not available."
            />
            <RegionLive />
          </Suspense>
        </ContentErrorBoundary>
      </HydrationRegion>
    </>
  );
}
