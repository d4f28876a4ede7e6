import {Link} from 'react-router';
import {findSection, getItems} from '../../docs/documentation-items';
import {PageHeader} from '../../shell/page-header';
import {useSection} from './use-section';

export const meta = ({location}: {location: {pathname: string}}) => {
  const section = findSection(location.pathname.split('/')[1]);
  return section
    ? [{title: `${section.name} | Material`}, {name: 'description', content: section.summary}]
    : [];
};

export default function CategoriesPage() {
  const section = useSection();
  return (
    <>
      <PageHeader title={section.name} summary={section.summary} />
      <div className="docs-page">
        <ul className="docs-card-list" aria-label={section.name}>
          {getItems(section.key).map((item) => (
            <li key={item.id}>
              <Link to={`/${section.key}/${item.id}/overview`} className="docs-link-card">
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
