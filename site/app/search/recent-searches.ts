/** A search that led somewhere: what was typed and the result chosen. */
export interface RecentSearch {
  query: string;
  title: string;
  location: string;
  url: string;
}

/** The `localStorage` key of the recent searches (a JSON array, newest first). */
export const RECENT_SEARCHES_KEY = 'docs-recent-searches';

/** How many recent searches are kept. */
export const MAX_RECENT_SEARCHES = 5;

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['query'] === 'string' &&
    typeof entry['title'] === 'string' &&
    typeof entry['location'] === 'string' &&
    typeof entry['url'] === 'string' &&
    // Only paths of this site: a stored entry is never a way off it.
    entry['url'].startsWith('/') &&
    !entry['url'].startsWith('//')
  );
}

/**
 * The recent searches in storage, newest first. Storage that throws, or holds something that is
 * not a list of searches, gives an empty list.
 */
export function readRecentSearches(getStorage: () => Storage): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(getStorage().getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/**
 * Puts a search first in the list (once per result: choosing it again moves it up) and keeps
 * the newest {@link MAX_RECENT_SEARCHES}. Returns the new list, which is also what the page
 * should show when storage cannot keep it.
 */
export function addRecentSearch(getStorage: () => Storage, search: RecentSearch): RecentSearch[] {
  const list = [
    search,
    ...readRecentSearches(getStorage).filter((entry) => entry.url !== search.url),
  ].slice(0, MAX_RECENT_SEARCHES);
  try {
    getStorage().setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage is full, blocked or missing: the list lasts as long as the page.
  }
  return list;
}

/** Empties the list. */
export function clearRecentSearches(getStorage: () => Storage): void {
  try {
    getStorage().removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing was kept, or it cannot be removed: either way the page shows none.
  }
}
