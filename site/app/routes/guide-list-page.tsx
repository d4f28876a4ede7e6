// Link, for its prefetch: a card under the pointer preloads the route modules of the guide pages,
// which this page has not loaded. (A press renders the page's links once more, see AppLink.)
// eslint-disable-next-line no-restricted-imports
import {Link} from 'react-router';
import {prefetchGuide} from '../docs/page/prefetch';
import {GUIDES} from '../docs/guide-items';
import {PageHeader} from '../shell/page-header';

export const meta = () => [
  {title: 'Guides | Material'},
  {name: 'description', content: 'Guides to installing, theming and testing Material for React.'},
];

export default function GuideListPage() {
  return (
    <>
      <PageHeader title="Guides" summary="Learn the library step by step, from setup to testing." />
      <div className="docs-page">
        <ul className="docs-card-list" aria-label="Guides">
          {GUIDES.map((guide) => (
            <li key={guide.id}>
              <Link
                to={`/guide/${guide.id}`}
                prefetch="intent"
                onPointerEnter={() => prefetchGuide(guide.id)}
                onFocus={() => prefetchGuide(guide.id)}
                className="docs-link-card"
              >
                <span className="docs-link-card-title">{guide.name}</span>
                <span className="docs-link-card-summary">{guide.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
