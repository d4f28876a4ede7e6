import MiniSearch, {type SearchResult as EngineResult} from 'minisearch';
import type {SearchDocument, SearchGroup, SearchLevel} from './search-documents';

/** A piece of text, marked when it matches the query (for highlighting). */
export interface TextPart {
  text: string;
  match: boolean;
}

/** One result: the document, its score and its title and excerpt cut into highlighted parts. */
export interface SearchResult {
  document: SearchDocument;
  score: number;
  title: TextPart[];
  excerpt: TextPart[];
}

/** The results of one group, best first. */
export interface SearchResultGroup {
  group: SearchGroup;
  results: SearchResult[];
}

/** What a query finds. */
export interface SearchResults {
  /** The query as typed. */
  query: string;
  /** Every result, best first. */
  results: SearchResult[];
  /**
   * The results by group, each group at most `perGroup` long; groups are in the order of their
   * best result, so the first result of the first group is the best of all.
   */
  groups: SearchResultGroup[];
}

/** Options of {@link SearchEngine.search}. */
export interface SearchQueryOptions {
  /** At most this many results in all. @default 50 */
  limit?: number;
  /** At most this many results per group. @default no limit */
  perGroup?: number;
  /** How long an excerpt may be, in characters. @default 160 */
  excerptLength?: number;
}

/** The full-text search over the docs. */
export interface SearchEngine {
  search(query: string, options?: SearchQueryOptions): SearchResults;
  /** How many documents the index holds. */
  readonly size: number;
}

/**
 * Splits the docs' text into words, and camel-cased words also into their parts and the
 * compounds that end them: `defaultSelectedIndex` is also `default`, `selected`, `index`,
 * `selectedindex`, so typing `selectedIndex` finds it. Dashes and dots separate words, so an
 * example id (`table-http`) is its words.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of splitWords(text)) {
    tokens.push(word);
    const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u);
    if (parts.length < 2) continue;
    tokens.push(...parts);
    for (let start = 1; start < parts.length - 1; start++) {
      tokens.push(parts.slice(start).join(''));
    }
  }
  return tokens;
}

/** Splits a query into its words; a camel-cased word stays whole, as the name it is. */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * How far a typed word may be from a word of the docs: one edit from four letters on, two from
 * six, so that "tooltp" finds "tooltip". A swap of two letters ("tabel") is two edits, which a
 * five-letter word does not get: {@link transposed} covers it.
 */
function fuzziness(term: string): number {
  if (term.length >= 6) return 2;
  return term.length >= 4 ? 1 : 0;
}

/** The words one swap of neighbouring letters away from `term` (for four letters or more). */
function transposed(term: string): string[] {
  if (term.length < 4) return [];
  const variants: string[] = [];
  for (let index = 0; index < term.length - 1; index++) {
    if (term[index] === term[index + 1]) continue;
    variants.push(term.slice(0, index) + term[index + 1] + term[index] + term.slice(index + 2));
  }
  return variants;
}

/**
 * How much each kind of result weighs: pages first, then API symbols, headings, examples and
 * members, when their texts match equally well.
 */
const LEVEL_BOOST: Record<SearchLevel, number> = {
  page: 4,
  symbol: 2,
  section: 1.3,
  example: 1.3,
  member: 1,
};

/** Of two equal matches, a component beats a CDK module of the same name. */
const GROUP_BOOST: Partial<Record<SearchGroup, number>> = {Components: 1.2};

/** A result whose whole title (or name) is the query, such as the page of a component. */
const EXACT_TITLE_BOOST = 6;

function highlight(text: string, words: readonly string[]): TextPart[] {
  if (!text) return [];
  if (words.length === 0) return [{text, match: false}];
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A word of the docs that starts with a matched term (a prefix match) is marked whole.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({text: text.slice(last, match.index), match: false});
    parts.push({text: match[0], match: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), match: false});
  return parts;
}

/**
 * The words to mark in a result: the docs' words that a query word matched exactly or as a
 * prefix, and only for a query word that matched neither way, the words it matched with a typo
 * (so "theme" marks "themes" but not "them", while "tooltp" still marks "tooltip").
 */
function highlightTerms(words: readonly string[], terms: readonly string[]): string[] {
  const marked = new Set(words);
  let typos = false;
  for (const word of words) {
    const direct = terms.filter((term) => term.startsWith(word));
    for (const term of direct) marked.add(term);
    if (direct.length === 0) typos = true;
  }
  if (typos) {
    for (const term of terms) {
      if (!words.some((word) => term.startsWith(word))) marked.add(term);
    }
  }
  return [...marked];
}

/** Cuts `length` characters of `text` around its first matched word, at word boundaries. */
export function excerptOf(text: string, words: readonly string[], length = 160): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  const first = Math.min(
    ...words.map((word) => {
      const at = lower.search(
        new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'),
      );
      return at < 0 ? Infinity : at;
    }),
  );
  let start = Number.isFinite(first) ? Math.max(0, first - Math.floor(length / 4)) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space < 0 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** An empty index over the documents' fields, as the engine searches them. */
function emptyIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: ['title', 'keywords', 'text'],
    tokenize,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: {tokenize: splitWords},
  });
}

/**
 * Builds the search over the docs' documents with MiniSearch (chosen for its size, speed and
 * typo tolerance; see the README's search section): prefix matching for the last word typed,
 * typo tolerance, and a ranking that puts exact names and whole pages first.
 */
export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const index = emptyIndex();
  index.addAll(documents);
  return searchOver(index, documents);
}

/** How many documents {@link createSearchEngineInSlices} indexes between two pauses. */
export const INDEX_SLICE_SIZE = 100;

/**
 * Builds the same engine as {@link createSearchEngine}, {@link INDEX_SLICE_SIZE} documents at a
 * time, awaiting `pause()` between two slices: in a browser, where indexing the whole docs at
 * once holds the main thread for a quarter of a second on a slow machine, keys typed meanwhile
 * are handled between slices.
 */
export async function createSearchEngineInSlices(
  documents: readonly SearchDocument[],
  pause: () => Promise<unknown>,
): Promise<SearchEngine> {
  const index = emptyIndex();
  for (let start = 0; start < documents.length; start += INDEX_SLICE_SIZE) {
    if (start > 0) await pause();
    index.addAll(documents.slice(start, start + INDEX_SLICE_SIZE));
  }
  return searchOver(index, documents);
}

/** The engine over an index that holds `documents`. */
function searchOver(
  index: MiniSearch<SearchDocument>,
  documents: readonly SearchDocument[],
): SearchEngine {
  const names = documents.map((doc) => [
    normalize(doc.title),
    ...doc.keywords.split(' ').map(normalize),
  ]);

  function search(query: string, options: SearchQueryOptions = {}): SearchResults {
    const {limit = 50, perGroup = Infinity, excerptLength = 160} = options;
    const words = splitWords(query).map((word) => word.toLowerCase());
    if (words.length === 0) return {query, results: [], groups: []};
    const exact = normalize(query);
    // Each word, or a swap of two of its letters. The last word may be unfinished, and so may a
    // longer one: they also match as prefixes. A short word before others ("a", "how") is taken
    // as typed, which also keeps it from matching half the index.
    const queries = words.map((word, position) => ({
      queries: [word, ...transposed(word)],
      combineWith: 'OR' as const,
      prefix: position === words.length - 1 || word.length >= 4,
    }));
    const run = (combineWith: 'AND' | 'OR') =>
      index.search(
        {queries, combineWith},
        {
          // One or two letters match names only: in the text they would match a large part of
          // the docs, slowly and to no use.
          fields: exact.length < 3 ? ['title', 'keywords'] : ['title', 'keywords', 'text'],
          boost: {title: 4, keywords: 3, text: 1},
          fuzzy: (term) => fuzziness(term),
          weights: {fuzzy: 0.3, prefix: 0.6},
          boostDocument: (id) => {
            const doc = documents[id as number]!;
            const named = names[id as number]!.includes(exact) ? EXACT_TITLE_BOOST : 1;
            return LEVEL_BOOST[doc.level] * (GROUP_BOOST[doc.group] ?? 1) * named;
          },
        },
      );
    // Every word must match; if nothing does, the words that match are enough.
    let found: EngineResult[] = run('AND');
    if (found.length === 0 && words.length > 1) found = run('OR');

    const results = found.slice(0, limit).map((hit) => {
      const document = documents[hit.id as number]!;
      const matched = highlightTerms(words, hit.terms);
      return {
        document,
        score: hit.score,
        title: highlight(document.title, matched),
        excerpt: highlight(excerptOf(document.text, matched, excerptLength), matched),
      };
    });
    const byGroup = new Map<SearchGroup, SearchResult[]>();
    for (const result of results) {
      const list = byGroup.get(result.document.group) ?? [];
      if (list.length < perGroup) list.push(result);
      byGroup.set(result.document.group, list);
    }
    // Map order is insertion order: the group of the best result first.
    const groups = [...byGroup].map(([group, list]) => ({group, results: list}));
    return {query, results, groups};
  }

  return {search, size: documents.length};
}
