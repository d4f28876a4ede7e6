import type {PackedSearchDocument} from '@material-react/tools/search';
import {yieldToMain} from '../runtime/yield-to-main';
import type {SearchEngine} from './search-engine';

/** The packed documents of the index, a JSON file of the build. */
async function fetchIndex(): Promise<PackedSearchDocument[]> {
  const {default: url} = await import('virtual:docs/search-index');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
  return (await response.json()) as PackedSearchDocument[];
}

/** The key of the search engine's load (see `loadOnce`), which every part of search shares. */
export const SEARCH_ENGINE_KEY = 'search-engine';

/**
 * Loads the search engine and the docs' index (two lazy chunks, fetched together) and builds the
 * engine, a slice of the documents per task, so that keys typed in the search box while it
 * builds are not kept waiting. The load of {@link SEARCH_ENGINE_KEY}, made once through
 * `loadOnce` or `useLoad`, whose retry policy it follows (a failed load stays failed until a
 * "Try again").
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  return Promise.all([import('./search-engine'), fetchIndex()]).then(([engine, packed]) =>
    engine.createSearchEngineInSlices(engine.unpackSearchDocuments(packed), yieldToMain),
  );
}
