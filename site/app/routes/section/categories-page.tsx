import {Suspense} from 'react';
// Link, for its prefetch: a card under the pointer preloads the route modules of the item pages,
// which this page has not loaded. (A press renders the page's links once more, see AppLink.)
// eslint-disable-next-line no-restricted-imports
import {Link} from 'react-router';
import {deferredPart} from '../../runtime/deferred-part';
import {prefetchItemTab} from '../../docs/page/prefetch';
import {findSection, getItems} from '../../docs/documentation-items';
import {SECTION_SUMMARIES} from '../../docs/section-summaries';
import {PageHeader} from '../../shell/page-header';
import {useSection} from './use-section';

export const meta = ({location}: {location: {pathname: string}}) => {
  const section = findSection(location.pathname.split('/')[1]);
  return section
    ? [
        {title: `${section.name} | Material`},
        {name: 'description', content: SECTION_SUMMARIES[section.key]},
      ]
    : [];
};

// The cards' icons are decorative and never change: their SVGs (every item's) are a chunk that
// loads once the page is interactive, and until then each icon is its prerendered HTML.
const ItemIcon = deferredPart('item-icon', () =>
  import('../../docs/item-icon').then((module) => module.ItemIcon),
);

/** `/:section/categories`: every item of the section as a card. */
export default function CategoriesPage() {
  const section = useSection();
  return (
    <>
      <PageHeader title={section.name} summary={SECTION_SUMMARIES[section.key]} />
      <div className="docs-page docs-section-page">
        <ul className="docs-card-list docs-item-grid" aria-label={section.name}>
          {getItems(section.key).map((item) => (
            <li key={item.id}>
              <Link
                to={`/${section.key}/${item.id}/overview`}
                prefetch="intent"
                onPointerEnter={() => prefetchItemTab(section.key, item.id, 'overview')}
                onFocus={() => prefetchItemTab(section.key, item.id, 'overview')}
                className="docs-link-card"
              >
                <span className="docs-link-card-visual">
                  <Suspense>
                    <ItemIcon sectionKey={section.key} itemId={item.id} />
                  </Suspense>
                </span>
                <span className="docs-link-card-title">{item.name}</span>
                <span className="docs-link-card-summary">{item.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
