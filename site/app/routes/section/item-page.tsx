import {Suspense} from 'react';
import {Navigate, useParams} from 'react-router';
import {AppLink} from '../../runtime/app-link';
import {ContentLoading} from '../../docs/content/content-loading';
import {ContentErrorBoundary} from '../../docs/content/content-error-boundary';
import {HydrationRegion, RegionLive} from '../../runtime/hydration-region';
import {prefetchItemTab, TAB_PARTS} from '../../docs/page/prefetch';
import {
  findItem,
  findSection,
  ITEM_TAB_NAMES,
  type DocItem,
  type ItemTab,
} from '../../docs/documentation-items';
import {DocPageContent} from '../../docs/page/page-parts';
import {PageHeader} from '../../shell/page-header';
import {useSection} from './use-section';
import './item-tabs.css';

/** Whether a URL segment names one of the item's tabs (Styling only for an item with tokens). */
function isTab(item: DocItem, tab: string | undefined): tab is ItemTab {
  return (item.tabs as readonly string[]).includes(tab ?? '');
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
  if (!item || !isTab(item, params.tab)) return [];
  const suffix = params.tab === 'overview' ? '' : ` ${ITEM_TAB_NAMES[params.tab]}`;
  // CDK pages say so, since some share a name with a component (Table, Tree).
  const name = section.key === 'cdk' ? `CDK ${item.name}` : item.name;
  return [
    {title: `${name}${suffix} | Material`},
    {
      name: 'description',
      content: `${ITEM_TAB_NAMES[params.tab]} of ${item.name}: ${item.summary}`,
    },
  ];
};

function TabContent({sectionKey, item, tab}: {sectionKey: string; item: DocItem; tab: ItemTab}) {
  if (tab === 'overview') {
    return (
      <DocPageContent
        kind="overview"
        contentKey={`${sectionKey}/${item.id}`}
        missing={`There is no overview of ${item.name} yet.`}
      />
    );
  }
  const Part = TAB_PARTS[tab];
  return <Part sectionKey={sectionKey} item={item} tab={tab} />;
}

/** `/:section/:id/:tab`: one documentation item, on its Overview, API, Styling or Examples tab. */
export default function ItemPage() {
  const section = useSection();
  const {id, tab} = useParams();
  const item = findItem(section.key, id);
  if (!item) return null;
  // Any other last segment opens the overview, as does Styling for an item without tokens.
  if (!isTab(item, tab)) return <Navigate to={`/${section.key}/${item.id}/overview`} replace />;
  // The content's chunk loads alongside the tab's code rather than after it.
  prefetchItemTab(section.key, item.id, tab);
  return (
    <>
      <PageHeader title={item.name} summary={item.summary} item />
      <nav className="docs-item-tabs" aria-label={`${item.name} documentation`}>
        {item.tabs.map((name) => {
          const prefetch = () => prefetchItemTab(section.key, item.id, name);
          return (
            <AppLink
              key={name}
              to={`/${section.key}/${item.id}/${name}`}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              className="docs-item-tab"
              aria-current={name === tab ? 'page' : undefined}
            >
              {ITEM_TAB_NAMES[name]}
            </AppLink>
          );
        })}
      </nav>
      <HydrationRegion className="docs-page docs-item-page">
        <ContentErrorBoundary subject={`The ${ITEM_TAB_NAMES[tab]} page of ${item.name}`} key={tab}>
          <Suspense fallback={<ContentLoading />}>
            <TabContent sectionKey={section.key} item={item} tab={tab} />
            <RegionLive />
          </Suspense>
        </ContentErrorBoundary>
      </HydrationRegion>
    </>
  );
}
