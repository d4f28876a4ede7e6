import {AppLink} from '../runtime/app-link';

/** Where to go when a search finds nothing: the lists of every page. */
export function SearchElsewhere({onNavigate}: {onNavigate?: () => void}) {
  return (
    <p className="docs-search-elsewhere">
      Browse{' '}
      <AppLink to="/components/categories" onClick={onNavigate}>
        the components
      </AppLink>
      ,{' '}
      <AppLink to="/cdk/categories" onClick={onNavigate}>
        the CDK
      </AppLink>{' '}
      or{' '}
      <AppLink to="/guides" onClick={onNavigate}>
        the guides
      </AppLink>{' '}
      instead.
    </p>
  );
}

/** The path of the search page for a query. */
export function searchPagePath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?${new URLSearchParams({q: trimmed}).toString()}` : '/search';
}
