import {Icon} from '@material-react/material/icon';
import {Link} from 'react-router';
import {prefetchItemTab} from '../../docs/content/prefetch';
import {findSection, getItems} from '../../docs/documentation-items';
import {itemIcon} from '../../docs/item-icons';
import {SectionDrawerToggle} from '../../docs/section/section-frame';
import {PageHeader} from '../../shell/page-header';
import {useSection} from './use-section';

export const meta = ({location}: {location: {pathname: string}}) => {
  const section = findSection(location.pathname.split('/')[1]);
  return section
    ? [{title: `${section.name} | Material`}, {name: 'description', content: section.summary}]
    : [];
};

/** `/:section/categories`: every item of the section as a card. */
export default function CategoriesPage() {
  const section = useSection();
  return (
    <>
      <PageHeader
        title={section.name}
        summary={section.summary}
        leading={<SectionDrawerToggle />}
      />
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
                  <Icon svg={itemIcon(section.key, item.id)} size={40} />
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
