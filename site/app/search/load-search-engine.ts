import type {PackedSearchDocument} from '@material-react/tools/search';
import type {SearchEngine} from './search-engine';

/** The packed documents of the index, a JSON file of the build. */
async function fetchIndex(): Promise<PackedSearchDocument[]> {
  const {default: url} = await import('virtual:docs/search-index');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
  return (await response.json()) as PackedSearchDocument[];
}

let pending: Promise<SearchEngine> | undefined;

/**
 * Loads the search engine and the docs' index (two lazy chunks, fetched together) and builds the
 * engine once; every caller shares it. A failed load is not retried by itself: it stays failed
 * (so a render that asks again does not start another request) until {@link retrySearchLoad}.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  pending ??= Promise.all([import('./search-engine'), fetchIndex()]).then(([engine, packed]) =>
    engine.createSearchEngine(engine.unpackSearchDocuments(packed)),
  );
  return pending;
}

/** Forgets a failed load, so that the next {@link loadSearchEngine} tries again. */
export function retrySearchLoad(): void {
  pending = undefined;
}
