import {Suspense} from 'react';
import {Navigate, useParams} from 'react-router';
import {guideLoaders} from 'virtual:docs/index';
import {ContentErrorBoundary} from '../docs/content/content-error-boundary';
import {useContent} from '../docs/content/use-content';
import {findGuide, type GuideItem} from '../docs/guide-items';
import {DocArticle} from '../docs/page/doc-article';
import {DocContentView} from '../docs/page/doc-content-view';
import {PageHeader} from '../shell/page-header';

export const meta = ({params}: {params: {id?: string}}) => {
  const guide = findGuide(params.id);
  return guide
    ? [{title: `${guide.name} | Material`}, {name: 'description', content: guide.summary}]
    : [{title: 'Guides | Material'}];
};

function GuideContent({guide}: {guide: GuideItem}) {
  const content = useContent('guide', guideLoaders, guide.id);
  if (!content) return <p>This guide is not available.</p>;
  return (
    <DocArticle headings={content.headings}>
      <DocContentView content={content} />
    </DocArticle>
  );
}

/** `/guide/:id`: one guide with its table of contents; an unknown id goes to the guide list. */
export default function GuidePage() {
  const {id} = useParams();
  const guide = findGuide(id);
  if (!guide) return <Navigate to="/guides" replace />;
  return (
    <>
      <PageHeader title={guide.name} summary={guide.summary} />
      <div className="docs-page docs-guide-page">
        <ContentErrorBoundary subject={`The guide “${guide.name}”`} key={guide.id}>
          <Suspense fallback={<p className="docs-content-loading">Loading…</p>}>
            <GuideContent guide={guide} />
          </Suspense>
        </ContentErrorBoundary>
      </div>
    </>
  );
}
