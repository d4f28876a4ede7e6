import {EXAMPLE_COMPONENTS} from '@material-react/examples/catalogue';
import {Suspense} from 'react';
import {Link, Navigate, useParams} from 'react-router';
import {apiLoaders, overviewLoaders} from 'virtual:docs/index';
import {ApiReferenceView, apiHeadings} from '../../docs/api/api-reference-view';
import {ContentErrorBoundary} from '../../docs/content/content-error-boundary';
import {prefetchItemTab} from '../../docs/content/prefetch';
import {useContent} from '../../docs/content/use-content';
import {
  findItem,
  findSection,
  ITEM_TABS,
  selectExamples,
  type DocItem,
  type DocSection,
  type ItemTab,
} from '../../docs/documentation-items';
import {ExampleViewer} from '../../docs/example-viewer/example-viewer';
import {DocArticle} from '../../docs/page/doc-article';
import {DocContentView} from '../../docs/page/doc-content-view';
import {SectionDrawerToggle} from '../../docs/section/section-frame';
import {PageHeader} from '../../shell/page-header';
import {useSection} from './use-section';

const TAB_LABELS: Record<ItemTab, string> = {
  overview: 'Overview',
  api: 'API',
  examples: 'Examples',
};

function isTab(tab: string | undefined): tab is ItemTab {
  return (ITEM_TABS as readonly string[]).includes(tab ?? '');
}

export const meta = ({
  location,
  params,
}: {
  location: {pathname: string};
  params: {id?: string; tab?: string};
}) => {
  const section = findSection(location.pathname.split('/')[1]);
  const item = section && findItem(section.key, params.id);
  if (!item || !isTab(params.tab)) return [];
  const suffix = params.tab === 'overview' ? '' : ` ${TAB_LABELS[params.tab]}`;
  const what = {overview: 'Overview', api: 'API reference', examples: 'Live examples'}[params.tab];
  // CDK pages say so, since some share a name with a component (Table, Tree).
  const name = section.key === 'cdk' ? `CDK ${item.name}` : item.name;
  return [
    {title: `${name}${suffix} | Material`},
    {name: 'description', content: `${what} of ${item.name}: ${item.summary}`},
  ];
};

function OverviewTab({section, item}: {section: DocSection; item: DocItem}) {
  const content = useContent('overview', overviewLoaders, `${section.key}/${item.id}`);
  if (!content) return <p>There is no overview of {item.name} yet.</p>;
  return (
    <DocArticle headings={content.headings}>
      <DocContentView content={content} />
    </DocArticle>
  );
}

function ApiTab({section, item}: {section: DocSection; item: DocItem}) {
  const reference = useContent('api', apiLoaders, `${section.key}/${item.id}`);
  if (!reference) return <p>There is no API reference of {item.name} yet.</p>;
  return (
    <DocArticle headings={apiHeadings(reference)}>
      <ApiReferenceView reference={reference} />
    </DocArticle>
  );
}

function ExamplesTab({item}: {item: DocItem}) {
  const ids = selectExamples(item, Object.values(EXAMPLE_COMPONENTS));
  if (ids.length === 0) return <p>{item.name} has no examples yet.</p>;
  const headings = ids.map((id) => ({id, text: EXAMPLE_COMPONENTS[id]!.title, level: 2}));
  return (
    <DocArticle headings={headings}>
      {ids.map((id) => (
        <ExampleViewer key={id} exampleId={id} headingLevel={2} />
      ))}
    </DocArticle>
  );
}

/** `/:section/:id/:tab`: one documentation item, on its Overview, API or Examples tab. */
export default function ItemPage() {
  const section = useSection();
  const {id, tab} = useParams();
  const item = findItem(section.key, id);
  if (!item) return null;
  // Any other last segment opens the overview.
  if (!isTab(tab)) return <Navigate to={`/${section.key}/${item.id}/overview`} replace />;
  return (
    <>
      <PageHeader title={item.name} summary={item.summary} leading={<SectionDrawerToggle />} />
      <nav className="docs-item-tabs" aria-label={`${item.name} documentation`}>
        {ITEM_TABS.map((name) => (
          <Link
            key={name}
            to={`/${section.key}/${item.id}/${name}`}
            prefetch="intent"
            onPointerEnter={() => prefetchItemTab(section.key, item.id, name)}
            onFocus={() => prefetchItemTab(section.key, item.id, name)}
            className="docs-item-tab"
            aria-current={name === tab ? 'page' : undefined}
          >
            {TAB_LABELS[name]}
          </Link>
        ))}
      </nav>
      <div className="docs-page docs-item-page">
        <ContentErrorBoundary subject={`The ${TAB_LABELS[tab]} page of ${item.name}`} key={tab}>
          <Suspense fallback={<p className="docs-content-loading">Loading…</p>}>
            {tab === 'overview' && <OverviewTab section={section} item={item} />}
            {tab === 'api' && <ApiTab section={section} item={item} />}
            {tab === 'examples' && <ExamplesTab item={item} />}
          </Suspense>
        </ContentErrorBoundary>
      </div>
    </>
  );
}
