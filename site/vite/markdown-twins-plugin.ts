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
import {withIncludedFiles} from '../../tools/markdown/index';
import {packSearchDocuments} from '../../tools/search/index';
import {
  ITEM_TAB_NAMES,
  SECTIONS,
  allDocItems,
  getItems,
  itemSources,
  selectExamples,
} from '../app/docs/documentation-items';
import {SECTION_SUMMARIES} from '../app/docs/section-summaries';
import {GUIDES} from '../app/docs/guide-items';
import {SITE_NAME} from '../app/docs/site-name';
import {sitePages, type SitePage} from '../app/docs/site-pages';
import {REPO_DIR, repositoryUrlFromEnv, siteUrlFromEnv} from './build-env';
import {extractDocumentedApis} from './docs-api';
import {
  GUIDES_DIR,
  collectSearchDocuments,
  exampleEntries,
  exampleFiles,
  itemFactsOf,
} from './docs-model';
import {withSizeTable} from './item-facts';
import {entrySizes} from './library-build';
import {itemTokens} from './docs-styling';

/** The library's name and what the home page says of it. */
const LIBRARY = {
  name: SITE_NAME,
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
  const repository = repositoryUrlFromEnv();
  const entries = await Promise.all(
    allDocItems().map(async ({section, item}): Promise<[string, TwinItemFacts]> => {
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
          ...(facts.proven && {
            proven: facts.proven.map(({label, text, href}) => ({
              label,
              text,
              url: twinUrl(siteUrl, href),
            })),
          }),
        },
      ];
    }),
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
        tabNames: item.tabs.map((tab) => ITEM_TAB_NAMES[tab]),
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
  const data: DocsData = {siteName: SITE_NAME, siteUrl, version, sections, guides, examples, api};
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

/** Every page's twin, by URL path, and the files made of several pages. */
export interface WrittenTwins {
  /** The twin of each page, by its path (`/`, `/components/button/overview`). */
  pages: Map<string, string>;
  /** `llms.txt`, `llms-full.txt` and each section's `<section>/llms-full.txt`, by file name. */
  files: Map<string, string>;
}

/**
 * Writes the Markdown twin of every page the site prerenders (`sitePages()`, one twin for each
 * kind of page: the compiler holds the switch to every kind), and the llms files.
 */
export async function writeTwins({
  data,
  site,
  context,
  itemFacts,
  sizes,
}: TwinSources): Promise<WrittenTwins> {
  const {siteUrl} = data;
  const apis = new Map(data.api.map((doc) => [doc.entryPoint, doc]));
  const sections = new Map(data.sections.map((section) => [section.key, section]));
  const items = new Map(
    data.sections.flatMap((section) => section.items.map((item) => [item.path, item])),
  );

  const itemTwin = async (page: Extract<SitePage, {kind: 'item'}>): Promise<string> => {
    const item = items.get(`/${page.section.key}/${page.item.id}`)!;
    const facts = itemFacts?.get(item.path);
    const header = [tabLinks(siteUrl, item, page.tab), facts && itemFactsMarkdown(facts)]
      .filter(Boolean)
      .join('\n\n');
    switch (page.tab) {
      case 'overview': {
        const source = withIncludedFiles(
          readFileSync(join(REPO_DIR, itemSources(page.item).overviewPath), 'utf8'),
          REPO_DIR,
        );
        return docMarkdown(source, context, {
          title: item.name,
          summary: item.summary,
          preamble: header,
        });
      }
      case 'api':
        return apiPageMarkdown(
          siteUrl,
          item,
          item.entryPoints.map((entryPoint) => apis.get(entryPoint)!),
          header,
        );
      case 'styling':
        return stylingPageMarkdown(siteUrl, item, itemTokens(REPO_DIR, page.item).tokens);
      case 'examples':
        return examplesPageMarkdown(
          siteUrl,
          item,
          item.examples.map((id) => context.examples.get(id)!),
        );
    }
  };

  const twinOf = async (page: SitePage): Promise<string> => {
    switch (page.kind) {
      case 'home':
        return homeMarkdown(siteUrl, site);
      case 'guides':
        return guidesMarkdown(siteUrl, data.guides);
      case 'search':
        return searchMarkdown(siteUrl);
      case 'guide': {
        const guide = data.guides.find((entry) => entry.id === page.guide.id)!;
        const written = withIncludedFiles(
          readFileSync(join(GUIDES_DIR, `${guide.id}.md`), 'utf8'),
          REPO_DIR,
        );
        const source = sizes ? withSizeTable(written, sizes) : written;
        return docMarkdown(source, context, {title: guide.name, summary: guide.summary});
      }
      case 'categories': {
        const section = sections.get(page.section.key)!;
        return categoriesMarkdown(siteUrl, section, section.items);
      }
      case 'item':
        return itemTwin(page);
    }
  };

  const pages = new Map<string, string>();
  for (const page of sitePages()) pages.set(page.path, await twinOf(page));

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
  const siteUrl = siteUrlFromEnv();
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
