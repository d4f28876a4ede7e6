import {describe, expect, it} from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  type RecentSearch,
} from './recent-searches';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const throwing = () => {
  throw new DOMException('Blocked', 'SecurityError');
};

const entry = (n: number): RecentSearch => ({
  query: `q${n}`,
  title: `Title ${n}`,
  location: 'Tabs · API',
  url: `/components/tabs/api#m${n}`,
});

describe('recent searches', () => {
  it('keeps the newest first, once per result, at most five', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 7; n++) addRecentSearch(() => storage, entry(n));
    addRecentSearch(() => storage, {...entry(5), query: 'again'});
    const list = readRecentSearches(() => storage);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list.map((item) => item.query)).toEqual(['again', 'q7', 'q6', 'q4', 'q3']);
  });

  it('ignores stored values that are not searches, or that lead off the site', () => {
    const storage = memoryStorage({
      [RECENT_SEARCHES_KEY]: JSON.stringify([
        entry(1),
        {...entry(2), url: 'https://elsewhere.test/'},
        {...entry(3), url: '//elsewhere.test/'},
        {query: 'x'},
        'text',
      ]),
    });
    expect(readRecentSearches(() => storage)).toEqual([entry(1)]);
    expect(readRecentSearches(() => memoryStorage({[RECENT_SEARCHES_KEY]: '{'}))).toEqual([]);
    expect(readRecentSearches(() => memoryStorage({[RECENT_SEARCHES_KEY]: '{}'}))).toEqual([]);
  });

  it('survives storage that throws: nothing is read, the new list is still returned', () => {
    expect(readRecentSearches(throwing)).toEqual([]);
    expect(addRecentSearch(throwing, entry(1))).toEqual([entry(1)]);
    expect(() => clearRecentSearches(throwing)).not.toThrow();
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Full', 'QuotaExceededError');
    };
    expect(addRecentSearch(() => full, entry(2))).toEqual([entry(2)]);
  });

  it('clears the list', () => {
    const storage = memoryStorage();
    addRecentSearch(() => storage, entry(1));
    clearRecentSearches(() => storage);
    expect(readRecentSearches(() => storage)).toEqual([]);
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
