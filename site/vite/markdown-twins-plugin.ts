import {
  DOCS_DATA_FILES,
  markdownTwinFile,
  type DocsData,
  type DocsDataExample,
  apiPageMarkdown,
  categoriesMarkdown,
  docMarkdown,
  estimateTokens,
  examplesPageMarkdown,
  guidesMarkdown,
  homeMarkdown,
  joinPages,
  llmsTxt,
  searchMarkdown,
  stylingPageMarkdown,
  tabLinks,
  twinUrl,
  type TwinContext,
  type TwinItem,
  type TwinItemFacts,
  type TwinSite,
  itemFactsMarkdown,
} from '../../tools/docs-data/index';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {Plugin} from 'vite';
import type {EntrySize} from '@material-react/tools/size';
import {packSearchDocuments} from '../../tools/search/index';
import {DEFAULT_REPOSITORY_URL} from '../app/default-repository';
import {SECTIONS, getItems, itemSources, selectExamples} from '../app/docs/documentation-items';
import {SECTION_SUMMARIES} from '../app/docs/section-summaries';
import {GUIDES} from '../app/docs/guide-items';
import {prerenderPaths} from '../app/docs/site-pages';
import {extractDocumentedApis} from './docs-api';
import {
  GUIDES_DIR,
  REPO_DIR,
  collectSearchDocuments,
  exampleEntries,
  exampleFiles,
  itemFactsOf,
} from './docs-model';
import {withSizeTable} from './item-facts';
import {entrySizes} from './library-build';
import {itemTokens} from './docs-styling';
import {DEFAULT_SITE_URL} from './sitemap-plugin';

/** The library's name and what the home page says of it. */
const LIBRARY = {
  name: 'Material for React',
  tagline:
    'Accessible, themeable Material Design components for React, and the headless building blocks underneath them.',
};

/** The library's version, the material package's. */
function libraryVersion(): string {
  const file = join(REPO_DIR, 'packages', 'material', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version;
}

function about(version: string): string {
  return [
    `Version ${version}. Two packages: \`@material-react/material\` holds the Material Design components and \`@material-react/cdk\` the headless behaviour under them (accessibility, overlays, tables, trees, drag and drop, layout), which you can use to build your own look.`,
    'Install with `npm install @material-react/material @material-react/cdk`, load the Roboto font and a theme stylesheet, and import each component from its own entry point (`@material-react/material/button`); the Getting started guide shows every step.',
  ].join(' ');
}

/** Everything the twins are written from, gathered once. */
export interface TwinSources {
  data: DocsData;
  site: TwinSite;
  context: TwinContext;
  /** What each item's header shows, by the item's path (`/components/button`). */
  itemFacts?: ReadonlyMap<string, TwinItemFacts>;
  /** Each entry point's bundle size, for the "Bundle size" guide's table. */
  sizes?: ReadonlyMap<string, EntrySize>;
}

/** The facts of every item's header for its twins (see `itemFactsMarkdown`). */
async function gatherItemFacts(siteUrl: string): Promise<Map<string, TwinItemFacts>> {
  const repository = (process.env['VITE_REPOSITORY_URL'] || DEFAULT_REPOSITORY_URL).replace(
    /\/+$/,
    '',
  );
  const entries = await Promise.all(
    SECTIONS.flatMap((section) =>
      getItems(section.key).map(async (item): Promise<[string, TwinItemFacts]> => {
        const facts = await itemFactsOf(item);
        return [
          `/${section.key}/${item.id}`,
          {
            importLine: facts.importLine,
            sourceUrl: `${repository}/tree/main/${facts.sourceDir}`,
            overviewUrl: `${repository}/blob/main/${facts.overviewPath}`,
            ...(facts.pattern && {pattern: facts.pattern}),
            ...(facts.size && {size: facts.size}),
            sizeUrl: twinUrl(siteUrl, '/guide/bundle-size'),
          },
        ];
      }),
    ),
  );
  return new Map(entries);
}

/** Reads the manifest, the examples and the API model into the shape the twins need. */
export async function gatherTwinSources(siteUrl: string): Promise<TwinSources> {
  const version = libraryVersion();
  const entries = exampleEntries();
  const examples: DocsDataExample[] = [];
  const sections = SECTIONS.map((section) => ({
    key: section.key,
    name: section.name,
    summary: SECTION_SUMMARIES[section.key]!,
    items: getItems(section.key).map((item) => {
      const path = `/${section.key}/${item.id}`;
      const ids = selectExamples(item, entries);
      for (const id of ids) {
        const entry = entries.find((candidate) => candidate.id === id)!;
        examples.push({
          id,
          title: entry.title || id,
          section: section.key,
          item: item.id,
          url: `${path}/examples#${id}`,
          files: exampleFiles(entry),
        });
      }
      return {
        id: item.id,
        name: item.name,
        summary: item.summary,
        path,
        tabs: [...item.tabs],
        entryPoints: [...itemSources(item).apiEntryPoints],
        examples: ids,
      };
    }),
  }));
  const guides = GUIDES.map((guide) => ({
    id: guide.id,
    name: guide.name,
    summary: guide.summary,
    path: `/guide/${guide.id}`,
  }));
  const api = await extractDocumentedApis(REPO_DIR, {strict: true});
  const data: DocsData = {siteUrl, version, sections, guides, examples, api};
  const site: TwinSite = {...LIBRARY, about: about(version), sections, guides};
  const context: TwinContext = {
    siteUrl,
    examples: new Map(examples.map((example) => [example.id, example])),
  };
  return {
    data,
    site,
    context,
    itemFacts: await gatherItemFacts(siteUrl),
    sizes: await entrySizes(true),
  };
}

/**
 * Fails when a page the site prerenders (and lists in its sitemap) has no Markdown twin, so that
 * a new kind of page cannot ship without one.
 */
export function assertEveryPageHasATwin(
  twinPaths: Iterable<string>,
  pagePaths: readonly string[] = prerenderPaths(),
): void {
  const twins = new Set(twinPaths);
  const missing = pagePaths.filter((path) => !twins.has(path));
  if (missing.length > 0) {
    throw new Error(`These pages have no Markdown twin: ${missing.join(', ')}.`);
  }
}

/** Every page's twin, by URL path, and the files made of several pages. */
export interface WrittenTwins {
  /** The twin of each page, by its path (`/`, `/components/button/overview`). */
  pages: Map<string, string>;
  /** `llms.txt`, `llms-full.txt` and each section's `<section>/llms-full.txt`, by file name. */
  files: Map<string, string>;
}

/**
 * Writes the Markdown twin of every page the site prerenders, and the llms files. A page of the
 * sitemap without a twin is an error, so a new kind of page cannot ship without one.
 */
export async function writeTwins({
  data,
  site,
  context,
  itemFacts,
  sizes,
}: TwinSources): Promise<WrittenTwins> {
  const {siteUrl} = data;
  const pages = new Map<string, string>();
  pages.set('/', homeMarkdown(siteUrl, site));
  pages.set('/guides', guidesMarkdown(siteUrl, data.guides));
  pages.set('/search', searchMarkdown(siteUrl));
  for (const guide of data.guides) {
    const written = readFileSync(join(GUIDES_DIR, `${guide.id}.md`), 'utf8');
    const source = sizes ? withSizeTable(written, sizes) : written;
    pages.set(
      guide.path,
      await docMarkdown(source, context, {title: guide.name, summary: guide.summary}),
    );
  }
  const apis = new Map(data.api.map((doc) => [doc.entryPoint, doc]));
  for (const section of data.sections) {
    pages.set(`/${section.key}/categories`, categoriesMarkdown(siteUrl, section, section.items));
    for (const item of section.items) {
      const definition = getItems(section.key).find((entry) => entry.id === item.id)!;
      const source = readFileSync(join(REPO_DIR, itemSources(definition).overviewPath), 'utf8');
      const facts = itemFacts?.get(item.path);
      const header = (tab: string) =>
        [tabLinks(siteUrl, item, tab), facts && itemFactsMarkdown(facts)]
          .filter(Boolean)
          .join('\n\n');
      pages.set(
        `${item.path}/overview`,
        await docMarkdown(source, context, {
          title: item.name,
          summary: item.summary,
          preamble: header('overview'),
        }),
      );
      pages.set(
        `${item.path}/api`,
        apiPageMarkdown(
          siteUrl,
          item,
          item.entryPoints.map((entryPoint) => apis.get(entryPoint)!),
          header('api'),
        ),
      );
      if (item.tabs.includes('styling')) {
        pages.set(
          `${item.path}/styling`,
          stylingPageMarkdown(siteUrl, item, itemTokens(REPO_DIR, definition).tokens),
        );
      }
      pages.set(
        `${item.path}/examples`,
        examplesPageMarkdown(
          siteUrl,
          item,
          item.examples.map((id) => context.examples.get(id)!),
        ),
      );
    }
  }
  assertEveryPageHasATwin(pages.keys());

  const overviewsOf = (items: readonly TwinItem[]) =>
    items.map((item) => ({
      url: twinUrl(siteUrl, `${item.path}/overview`),
      markdown: pages.get(`${item.path}/overview`)!,
    }));
  const guidePages = data.guides.map((guide) => ({
    url: twinUrl(siteUrl, guide.path),
    markdown: pages.get(guide.path)!,
  }));
  const files = new Map<string, string>();
  files.set('llms.txt', llmsTxt(siteUrl, site));
  files.set(
    'llms-full.txt',
    joinPages(site.name, `${site.tagline} Every guide and overview, with the examples' code.`, [
      ...guidePages,
      ...data.sections.flatMap((section) => overviewsOf(section.items)),
    ]),
  );
  for (const section of data.sections) {
    files.set(
      `${section.key}/llms-full.txt`,
      joinPages(
        `${site.name}: ${section.name}`,
        `${SECTION_SUMMARIES[section.key]!} Every overview of the section, with the examples' code.`,
        overviewsOf(section.items),
      ),
    );
  }
  return {pages, files};
}

/** A line of the build's report on the llms files: size and an estimate of the tokens. */
export function sizeReport(files: ReadonlyMap<string, string>): string {
  return [...files]
    .map(([name, text]) => {
      const bytes = Buffer.byteLength(text);
      return `  ${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB  ~${estimateTokens(text).toLocaleString('en')} tokens`;
    })
    .join('\n');
}

/** Writes `site/build/docs-data/` (see `tools/docs-data`). */
function writeDocsData(
  dir: string,
  sources: TwinSources,
  twins: WrittenTwins,
  searchIndex: string,
) {
  rmSync(dir, {recursive: true, force: true});
  const write = (file: string, text: string) => {
    const path = join(dir, file);
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(path, text);
  };
  write(DOCS_DATA_FILES.docs, JSON.stringify(sources.data));
  write(DOCS_DATA_FILES.searchIndex, searchIndex);
  for (const [path, markdown] of twins.pages) {
    write(join(DOCS_DATA_FILES.pages, markdownTwinFile(path)), markdown);
  }
}

/**
 * Writes the docs for assistants and tools with the client build: every page's Markdown twin at
 * its path plus `.md` (`/index.md` for `/`), `/llms.txt`, `/llms-full.txt` and one
 * `llms-full.txt` per section, and `site/build/docs-data/` for the MCP server. `VITE_SITE_URL` sets
 * the public address the files link to.
 */
export function markdownTwins(): Plugin {
  const siteUrl = (process.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
  let outDir = '';
  return {
    name: 'docs-markdown-twins',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, 'build', 'docs-data');
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      const sources = await gatherTwinSources(siteUrl);
      const twins = await writeTwins(sources);
      for (const [path, markdown] of twins.pages) {
        this.emitFile({type: 'asset', fileName: markdownTwinFile(path), source: markdown});
      }
      for (const [fileName, text] of twins.files) {
        this.emitFile({type: 'asset', fileName, source: text});
      }
      const searchIndex = JSON.stringify(
        packSearchDocuments(await collectSearchDocuments({strict: true})),
      );
      writeDocsData(outDir, sources, twins, searchIndex);
      console.log(
        `${twins.pages.size} Markdown twins, and the files for assistants:\n${sizeReport(twins.files)}`,
      );
    },
  };
}
