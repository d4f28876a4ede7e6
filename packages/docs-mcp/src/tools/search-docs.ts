import type {TextPart} from '@material-react/tools/search';
import {z} from 'zod';
import type {DocsStore} from '../docs-store';
import {absoluteUrl, placeOf} from './places';
import {ToolFailure, type ToolAnswer} from './tool-answer';

/** A query longer than this is refused: the search is for words, not for passages. */
export const MAX_QUERY_LENGTH = 500;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

export const searchDocsInput = {
  query: z
    .string()
    .max(
      MAX_QUERY_LENGTH,
      `The query is longer than ${MAX_QUERY_LENGTH} characters: search with a few words instead.`,
    )
    .describe(
      'Words to look for: a component or module (`tooltip`), an API name (`selectedIndex`, ' +
        '`useFocusOrigin`), an example id or a topic (`theming dark mode`). Typos are tolerated; ' +
        'the last word may be unfinished.',
    ),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIMIT)
    .optional()
    .describe(`How many results at most (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}).`),
};

const resultSchema = z.object({
  title: z.string(),
  group: z.string().describe('Components, CDK, Guides, API or Examples.'),
  level: z.string().describe('page, section (a heading), symbol, member or example.'),
  where: z.string().describe('Where it lives: `Components › Button › API`.'),
  section: z.string().optional(),
  item: z.string().optional(),
  tab: z.string().optional(),
  guide: z.string().optional(),
  heading: z.string().optional().describe('The heading, for a result that is one.'),
  anchor: z.string().optional(),
  url: z.string().describe('The absolute URL, with the anchor of the exact place.'),
  page: z.string().describe('The path of the page: give it to get_page for its Markdown.'),
  excerpt: z.string(),
});

export const searchDocsOutput = {
  query: z.string(),
  results: z.array(resultSchema),
};

export type SearchDocsResult = z.infer<typeof resultSchema>;

const joinParts = (parts: readonly TextPart[]) => parts.map((part) => part.text).join('');

/**
 * Searches the docs with the site's own engine and ranking (`@material-react/tools/search`),
 * over the index the site's build wrote.
 */
export function searchDocs(
  store: DocsStore,
  input: {query: string; limit?: number | undefined},
): ToolAnswer {
  const query = input.query.trim();
  if (!query) {
    throw new ToolFailure(
      'The query is empty: give a few words, such as a component name (`tooltip`) or an API ' +
        'name (`selectedIndex`).',
    );
  }
  if (query.length > MAX_QUERY_LENGTH) {
    throw new ToolFailure(
      `The query is longer than ${MAX_QUERY_LENGTH} characters: search with a few words instead.`,
    );
  }
  if (!/[\p{L}\p{N}]/u.test(query)) {
    throw new ToolFailure(`The query "${query}" has no letters or digits to search for.`);
  }
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(input.limit ?? DEFAULT_LIMIT)));
  const {docs} = store;
  const results: SearchDocsResult[] = store
    .engine()
    .search(query, {limit})
    .results.map(({document, excerpt}) => {
      const place = placeOf(docs, document.url);
      return {
        title: document.title,
        group: document.group,
        level: document.level,
        ...place,
        ...(document.level === 'section' ? {heading: document.title} : {}),
        url: absoluteUrl(docs, document.url),
        excerpt: joinParts(excerpt),
      };
    });
  const structured = {query, results};
  if (results.length === 0) {
    return {
      text:
        `Nothing in the docs matches "${query}". Try other or fewer words, or browse with ` +
        'list_items.',
      structured,
    };
  }
  const lines = results.map((result, index) =>
    [
      `${index + 1}. **${result.title}** (${result.group}, ${result.level})`,
      `   ${result.where}: ${result.url}`,
      `   Page: ${result.page}`,
      result.excerpt && `   ${result.excerpt}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const more =
    results.length === limit ? ` (the best ${limit}; ask with a higher limit for more)` : '';
  return {
    text: `Results for "${query}"${more}:\n\n${lines.join('\n\n')}`,
    structured,
  };
}
