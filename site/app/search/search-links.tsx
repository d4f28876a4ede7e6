import {Link} from 'react-router';

/** Where to go when a search finds nothing: the lists of every page. */
export function SearchElsewhere({onNavigate}: {onNavigate?: () => void}) {
  return (
    <p className="docs-search-elsewhere">
      Browse{' '}
      <Link to="/components/categories" onClick={onNavigate}>
        the components
      </Link>
      ,{' '}
      <Link to="/cdk/categories" onClick={onNavigate}>
        the CDK
      </Link>{' '}
      or{' '}
      <Link to="/guides" onClick={onNavigate}>
        the guides
      </Link>{' '}
      instead.
    </p>
  );
}

/** The path of the search page for a query. */
export function searchPagePath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?${new URLSearchParams({q: trimmed}).toString()}` : '/search';
}
