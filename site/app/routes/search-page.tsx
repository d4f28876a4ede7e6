import {useId, useState, useSyncExternalStore, type FormEvent} from 'react';
import {useNavigate, useSearchParams} from 'react-router';
import {AppLink} from '../runtime/app-link';
import {useLoad} from '../runtime/use-load';
import {useLayoutHold} from '../runtime/layout-hold';
import {HighlightedText} from '../search/highlighted-text';
import {loadSearchEngine, SEARCH_ENGINE_KEY} from '../search/load-search-engine';
import {SearchElsewhere, searchPagePath} from '../search/search-links';
import {PageHeader} from '../shell/page-header';
import '../search/search.css';

export const meta = () => [
  {title: 'Search | Material'},
  {
    name: 'description',
    content: 'Search the components, the CDK, the guides, the API and the examples of Material.',
  },
];

/** The most results the page lists. */
const PAGE_LIMIT = 100;

const subscribeToNothing = () => () => {};

/** The form at the top of the page, starting from the query of the URL. */
function SearchForm({query, inputId}: {query: string; inputId: string}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchPagePath(draft));
  };
  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      className="docs-search-form"
    >
      <label htmlFor={inputId} className="docs-search-form-label">
        Search the documentation
      </label>
      <div className="docs-search-form-row">
        <input
          id={inputId}
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="docs-search-form-input"
          spellCheck={false}
        />
        <button type="submit" className="docs-search-form-submit">
          Search
        </button>
      </div>
    </form>
  );
}

/**
 * `/search?q=<words>`: the results of a search as links, grouped like the search dialog's, so a
 * search can be linked and bookmarked. The prerendered page has the form only; the query is
 * read once the page runs, so that hydration matches the HTML.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  // False in the prerendered HTML and while hydrating, true once the page runs.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  const inputId = useId();
  // The engine loads once there is a query.
  const [engineState, retry] = useLoad(query ? SEARCH_ENGINE_KEY : null, loadSearchEngine);

  // Until the results are in, the page's height is not known: a position restored by Back or a
  // reload waits for them. From the URL's query itself, so that it holds from the first commit
  // (while hydrating, `query` is still empty to match the prerendered page).
  useLayoutHold((params.get('q') ?? '').trim() !== '' && engineState.status === 'loading');

  const found =
    engineState.status === 'ready' && query
      ? engineState.value.search(query, {limit: PAGE_LIMIT, excerptLength: 240})
      : undefined;
  const count = found?.results.length ?? 0;

  return (
    <>
      <PageHeader
        title="Search"
        summary="Find components, CDK modules, guides, API symbols and examples."
        actions={false}
      />
      <div className="docs-page docs-search-page">
        <SearchForm key={query} query={query} inputId={inputId} />
        <div role="status" className="docs-search-page-status">
          {query && engineState.status === 'loading' && <p>Searching…</p>}
          {found && count > 0 && (
            <p>
              {count === PAGE_LIMIT ? 'The first ' : ''}
              {count} result{count === 1 ? '' : 's'} for “{query}”
            </p>
          )}
          {found && count === 0 && (
            <p>
              No results for “<strong>{query}</strong>”.
            </p>
          )}
        </div>
        {found && count === 0 && <SearchElsewhere />}
        {engineState.status === 'failed' && query && (
          <div role="alert" className="docs-search-message">
            <p>Search could not be loaded. Check your connection and try again.</p>
            <button type="button" className="docs-search-retry" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {found?.groups.map((group) => (
          <section
            key={group.group}
            className="docs-search-page-group"
            aria-labelledby={`${inputId}-${group.group}`}
          >
            <h2 id={`${inputId}-${group.group}`}>{group.group}</h2>
            <ul className="docs-search-page-list">
              {group.results.map((result) => (
                <li key={result.document.id} className="docs-search-page-result">
                  <AppLink to={result.document.url} className="docs-search-page-link">
                    <HighlightedText parts={result.title} />
                  </AppLink>
                  <span className="docs-search-option-location">{result.document.location}</span>
                  {result.excerpt.length > 0 && (
                    <p className="docs-search-page-excerpt">
                      <HighlightedText parts={result.excerpt} />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
