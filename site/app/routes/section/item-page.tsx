import {Link, Navigate, useParams} from 'react-router';
import {findItem, findSection, ITEM_TABS, type ItemTab} from '../../docs/documentation-items';
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
  return [
    {title: `${item.name}${suffix} | Material`},
    {name: 'description', content: item.summary},
  ];
};

export default function ItemPage() {
  const section = useSection();
  const {id, tab} = useParams();
  const item = findItem(section.key, id);
  if (!item) return null;
  // Any other last segment opens the overview.
  if (!isTab(tab)) return <Navigate to={`/${section.key}/${item.id}/overview`} replace />;
  return (
    <>
      <PageHeader title={item.name} summary={item.summary} />
      <nav className="docs-item-tabs" aria-label={`${item.name} documentation`}>
        {ITEM_TABS.map((name) => (
          <Link
            key={name}
            to={`/${section.key}/${item.id}/${name}`}
            className="docs-item-tab"
            aria-current={name === tab ? 'page' : undefined}
          >
            {TAB_LABELS[name]}
          </Link>
        ))}
      </nav>
      <div className="docs-page docs-prose">
        <p>
          <code>{item.packageName}</code>
        </p>
        <p>
          The {TAB_LABELS[tab].toLowerCase()} of {item.name} is being written and will appear here.
        </p>
      </div>
    </>
  );
}
