import type {SearchEngine} from './search-engine';

let pending: Promise<SearchEngine> | undefined;

/**
 * Loads the search engine and the docs' index (two lazy chunks, fetched together) and builds the
 * engine once; every caller shares it. A failed load is not retried by itself: it stays failed
 * (so a render that asks again does not start another request) until {@link retrySearchLoad}.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  pending ??= Promise.all([import('./search-engine'), import('virtual:docs/search-index')]).then(
    ([engine, index]) => engine.createSearchEngine(engine.unpackSearchDocuments(index.default)),
  );
  return pending;
}

/** Forgets a failed load, so that the next {@link loadSearchEngine} tries again. */
export function retrySearchLoad(): void {
  pending = undefined;
}
