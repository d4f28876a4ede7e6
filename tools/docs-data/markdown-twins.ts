import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import type {Node} from 'unist';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';
import type {ApiDoc} from '../api/api-types';
import {
  KEYBOARD_BLOCK,
  keyboardTableMarkdown,
  parseKeyboardTable,
} from '../markdown/keyboard-table';
import {parseExampleComment} from '../markdown/remark-docs';
import {markdownTwinFile, type DocsDataExample} from './docs-data';
import {renderEntryPoint} from './api-markdown';
import {blocks, fence, heading, inlineCode} from './markdown-text';

/**
 * The Markdown twins of the site's pages: each page as plain Markdown for assistants and tools,
 * written from the sources the HTML comes from (the markdown files, the API model, the examples'
 * files and the manifest), never from the rendered page. Links to other pages of the site point at
 * their twins, with absolute addresses, so a twin read on its own (or inside `llms-full.txt`)
 * still leads somewhere.
 */

/** What every twin needs to know about the site. */
export interface TwinContext {
  /** The public address, without a trailing slash. */
  siteUrl: string;
  /** Every example by id. */
  examples: ReadonlyMap<string, DocsDataExample>;
}

/** The absolute address of a page's twin: `https://…/components/button/overview.md`. */
export function twinUrl(siteUrl: string, path: string): string {
  return `${siteUrl}/${markdownTwinFile(path)}`;
}

/** The absolute address of a page: `https://…/components/button/overview`. */
export function pageUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/**
 * A link's target on the site as the address of its twin, keeping the fragment and query; other
 * links unchanged. A link to a file with an extension (an image, a download) is left alone too.
 */
export function twinLink(siteUrl: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)([?#].*)?$/.exec(href)!;
  const path = match[1]!;
  const rest = match[2] ?? '';
  if (/\.[a-z0-9]+$/i.test(path)) return `${siteUrl}${href}`;
  return `${twinUrl(siteUrl, path)}${rest}`;
}

// ---------------------------------------------------------------------------------------------
// Overviews and guides

/** One example embedded in a page: its title, where it lives and its files, as Markdown. */
export function exampleMarkdown(
  example: DocsDataExample,
  siteUrl: string,
  headingLevel: number,
): string {
  const hashes = '#'.repeat(Math.min(Math.max(headingLevel, 2), 6));
  return blocks(
    `${hashes} Example: ${example.title}`,
    `Live example: <${pageUrl(siteUrl, example.url.replace(/#.*/, ''))}#${example.id}>`,
    ...example.files.map((file) =>
      blocks(`${inlineCode(file.name)}:`, fence(file.code, file.language)),
    ),
  );
}

/** Options of {@link docMarkdown}. */
export interface DocMarkdownOptions {
  /** The page's H1 (the source's own `#` heading is dropped, as on the page). */
  title: string;
  /** One line under the title. */
  summary?: string;
  /** Markdown after the title block, before the content (such as links to the other tabs). */
  preamble?: string;
}

/**
 * An overview or a guide as Markdown: the source as written, except that the first `#` heading
 * gives way to the page's title, a keyboard block becomes its table, `<!-- example(<id>) -->` becomes the example's files in fenced
 * code blocks (under a heading one level below the section it is in, as on the page), other HTML
 * comments are dropped and links to the site's pages point at their twins. The changes are made
 * in the source text at the places the markdown parser finds, so everything else keeps the
 * author's formatting (a round trip through a serializer would escape and reflow it).
 */
export async function docMarkdown(
  source: string,
  context: TwinContext,
  options: DocMarkdownOptions,
): Promise<string> {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(source);
  const edits: {start: number; end: number; text: string}[] = [];
  const edit = (node: Node, text: string) => {
    const start = node.position!.start.offset!;
    let end = node.position!.end.offset!;
    // A block taken out takes its line with it.
    if (!text) end += /^\n{0,2}/.exec(source.slice(end))![0].length;
    edits.push({start, end, text});
  };
  let titleDropped = false;
  let sectionLevel = 1;
  visit(tree, (node, _index, parent) => {
    if (node.type === 'heading' && node.depth === 1 && !titleDropped) {
      titleDropped = true;
      edit(node, '');
      return SKIP;
    }
    if (node.type === 'heading') sectionLevel = node.depth;
    if (node.type === 'code' && node.lang === KEYBOARD_BLOCK) {
      edit(node, keyboardTableMarkdown(parseKeyboardTable(node.value)));
      return SKIP;
    }
    if ((node.type === 'link' || node.type === 'definition') && isSitePath(node.url)) {
      const url = twinLink(context.siteUrl, node.url);
      const title = node.title ? ` ${JSON.stringify(node.title)}` : '';
      if (node.type === 'definition') {
        edit(node, `[${node.label ?? node.identifier}]: ${url}${title}`);
      } else {
        const first = node.children[0]?.position?.start.offset;
        const last = node.children.at(-1)?.position?.end.offset;
        const text = first === undefined || last === undefined ? '' : source.slice(first, last);
        edit(node, `[${text}](${url}${title})`);
      }
      return SKIP;
    }
    if (node.type === 'html') {
      const id = parseExampleComment(node.value);
      const block = parent?.type !== 'paragraph' && parent?.type !== 'heading';
      if (id !== undefined && block) {
        const example = context.examples.get(id);
        edit(
          node,
          example
            ? exampleMarkdown(example, context.siteUrl, sectionLevel + 1)
            : `_Example “${id}” not found._`,
        );
      } else if (/^<!--[\s\S]*-->$/.test(node.value.trim())) {
        edit(node, '');
      }
    }
    return undefined;
  });
  let body = source;
  for (const {start, end, text} of edits.sort((a, b) => b.start - a.start)) {
    body = body.slice(0, start) + text + body.slice(end);
  }
  return `${blocks(heading(options.title, options.summary), options.preamble, body.trim())}\n`;
}

/** Whether a link goes to a page of the site (a root-relative path). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

// ---------------------------------------------------------------------------------------------
// Pages made from the manifest

/** An item as its pages need it. */
export interface TwinItem {
  id: string;
  name: string;
  summary: string;
  /** `/components/button`. */
  path: string;
  tabs: readonly string[];
  /** What the site calls each of {@link tabs}, in the same order. */
  tabNames: readonly string[];
}

/** What the site calls one of an item's tabs. */
const tabName = (item: TwinItem, tab: string) => item.tabNames[item.tabs.indexOf(tab)] ?? tab;

/** What each tab holds, for the "Optional" list of `llms.txt`. */
const TAB_SUMMARIES: Record<string, (name: string) => string> = {
  api: (name) => `every prop, type and function of ${name}, with defaults.`,
  styling: (name) =>
    `every component token of ${name}: what it styles and the system token it falls back to.`,
  examples: (name) => `the live examples of ${name}, with their files.`,
};

/** The line under an item's title that leads to its other tabs' twins. */
export function tabLinks(siteUrl: string, item: TwinItem, current: string): string {
  return item.tabs
    .map((tab) => {
      const name = tabName(item, tab);
      return tab === current
        ? `**${name}**`
        : `[${name}](${twinUrl(siteUrl, `${item.path}/${tab}`)})`;
    })
    .join(' · ');
}

/**
 * An item's API tab: every entry point it documents, after `preamble` (the tab links by
 * default).
 */
export function apiPageMarkdown(
  siteUrl: string,
  item: TwinItem,
  docs: readonly ApiDoc[],
  preamble = tabLinks(siteUrl, item, 'api'),
): string {
  return `${blocks(
    heading(item.name, `API reference of ${item.name}: ${item.summary}`),
    preamble,
    ...docs.map((doc) => renderEntryPoint(doc, 2)),
  )}\n`;
}

/** An item's examples tab: every example with its files. */
export function examplesPageMarkdown(
  siteUrl: string,
  item: TwinItem,
  examples: readonly DocsDataExample[],
): string {
  return `${blocks(
    heading(item.name, `Examples of ${item.name}: ${item.summary}`),
    tabLinks(siteUrl, item, 'examples'),
    examples.length === 0 ? '_No examples yet._' : undefined,
    ...examples.map((example) => exampleMarkdown(example, siteUrl, 2)),
  )}\n`;
}

/** A link to a page's twin with its one-line summary, as a list entry. */
function listEntry(siteUrl: string, title: string, path: string, summary: string): string {
  return `- [${title}](${twinUrl(siteUrl, path)}): ${summary}`;
}

/** A section's list of items. */
export function categoriesMarkdown(
  siteUrl: string,
  section: {name: string; summary: string},
  items: readonly TwinItem[],
): string {
  return `${blocks(
    heading(section.name, section.summary),
    items
      .map((item) => listEntry(siteUrl, item.name, `${item.path}/overview`, item.summary))
      .join('\n'),
  )}\n`;
}

/** A guide as the list shows it. */
export interface TwinGuide {
  name: string;
  summary: string;
  path: string;
}

/** The list of guides. */
export function guidesMarkdown(siteUrl: string, guides: readonly TwinGuide[]): string {
  return `${blocks(
    heading('Guides', 'How to install, theme, test and extend the library.'),
    guides.map((guide) => listEntry(siteUrl, guide.name, guide.path, guide.summary)).join('\n'),
  )}\n`;
}

/** What the home page and `llms.txt` say about the library. */
export interface TwinSite {
  /** `Material for React`. */
  name: string;
  /** The one-sentence summary. */
  tagline: string;
  /** The paragraph on the packages and how to install them. */
  about: string;
  sections: readonly {key: string; name: string; summary: string; items: readonly TwinItem[]}[];
  guides: readonly TwinGuide[];
}

/** The home page: the library, then each section's items and the guides. */
export function homeMarkdown(siteUrl: string, site: TwinSite): string {
  return `${blocks(
    heading(site.name, site.tagline),
    site.about,
    ...site.sections.map((section) =>
      blocks(
        `## ${section.name}`,
        section.summary,
        section.items
          .map((item) => listEntry(siteUrl, item.name, `${item.path}/overview`, item.summary))
          .join('\n'),
      ),
    ),
    blocks(
      '## Guides',
      site.guides
        .map((guide) => listEntry(siteUrl, guide.name, guide.path, guide.summary))
        .join('\n'),
    ),
    blocks(
      '## For tools',
      `Every page has a Markdown twin at its address plus \`.md\`. [llms.txt](${siteUrl}/llms.txt) lists them; [llms-full.txt](${siteUrl}/llms-full.txt) holds every overview and guide in one file.`,
    ),
  )}\n`;
}

/** The search page, which has no content of its own without a query. */
export function searchMarkdown(siteUrl: string): string {
  return `${blocks(
    heading('Search', 'Full-text search over every overview, API reference, example and guide.'),
    `Search in a browser at \`${siteUrl}/search?q=<words>\`. To search from a tool, use the docs' MCP server (\`@material-react/docs-mcp\`, tool \`search_docs\`), or read [llms.txt](${siteUrl}/llms.txt) and the pages it lists.`,
  )}\n`;
}

// ---------------------------------------------------------------------------------------------
// llms.txt and llms-full.txt

/**
 * `llms.txt` as llmstxt.org proposes: the library's name as H1, its summary as a quote, a
 * paragraph on the packages, then a list per section of each page's twin with its summary, and an
 * "Optional" list of the API and examples twins.
 */
export function llmsTxt(siteUrl: string, site: TwinSite): string {
  const overviews = site.sections.map((section) =>
    blocks(
      `## ${section.name}`,
      section.items
        .map((item) => listEntry(siteUrl, item.name, `${item.path}/overview`, item.summary))
        .join('\n'),
    ),
  );
  const optional = site.sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.tabs
        .filter((tab) => tab !== 'overview')
        .map((tab) =>
          listEntry(
            siteUrl,
            `${item.name} ${tabName(item, tab)}`,
            `${item.path}/${tab}`,
            TAB_SUMMARIES[tab]?.(item.name) ?? `the ${tab} of ${item.name}.`,
          ),
        ),
    ),
  );
  const lists = [
    listEntry(siteUrl, 'Home', '/', `what ${site.name} is, and every page in a line.`),
    listEntry(siteUrl, 'Guides', '/guides', 'the list of guides.'),
    ...site.sections.map((section) =>
      listEntry(
        siteUrl,
        section.name,
        `/${section.key}/categories`,
        `the list of ${section.name}.`,
      ),
    ),
    listEntry(siteUrl, 'Search', '/search', 'how to search the docs.'),
  ];
  return `${blocks(
    `# ${site.name}`,
    `> ${site.tagline}`,
    site.about,
    `Every page also exists as Markdown at its address plus \`.md\`; [llms-full.txt](${siteUrl}/llms-full.txt) holds every overview and guide in one file, and each section has its own (${site.sections.map((section) => `[${section.name}](${siteUrl}/${section.key}/llms-full.txt)`).join(', ')}).`,
    ...overviews,
    blocks(
      '## Guides',
      site.guides
        .map((guide) => listEntry(siteUrl, guide.name, guide.path, guide.summary))
        .join('\n'),
    ),
    blocks('## Optional', [...optional, ...lists].join('\n')),
  )}\n`;
}

/** Pages joined into one file, each starting with its own H1, with its address before it. */
export function joinPages(
  title: string,
  summary: string,
  pages: readonly {url: string; markdown: string}[],
): string {
  const parts = pages.map((page) => blocks(`<!-- Source: ${page.url} -->`, page.markdown.trim()));
  return `${blocks(heading(title, summary), ...parts)}\n`;
}
