import {useLocation} from 'react-router';
import {AppLink} from '../../runtime/app-link';
import {prefetchItemTab} from '../page/prefetch';
import {getItems, type DocSection} from '../documentation-items';

/** Which link of the section navigation is current: the list, an item (any tab of it) or none. */
export function currentNavTarget(pathname: string): string | undefined {
  const [, , second] = pathname.toLowerCase().split('/');
  return second;
}

/** The links to every item of a section; the current item's link is marked. */
export function SectionNavList({
  section,
  onNavigate,
}: {
  section: DocSection;
  onNavigate?: () => void;
}) {
  const current = currentNavTarget(useLocation().pathname);
  const allLabel = section.key === 'cdk' ? 'All CDK modules' : 'All components';
  return (
    <ul className="docs-section-nav-list">
      <li>
        <AppLink
          to={`/${section.key}/categories`}
          className="docs-section-nav-link docs-section-nav-link--all"
          aria-current={current === 'categories' ? 'page' : undefined}
          onClick={onNavigate}
        >
          {allLabel}
        </AppLink>
      </li>
      {getItems(section.key).map((item) => (
        <li key={item.id}>
          <AppLink
            to={`/${section.key}/${item.id}/overview`}
            onPointerEnter={() => prefetchItemTab(section.key, item.id, 'overview')}
            onFocus={() => prefetchItemTab(section.key, item.id, 'overview')}
            className="docs-section-nav-link"
            aria-current={current === item.id ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
