import {existsSync, readFileSync} from 'node:fs';
import {extname, join, relative, sep} from 'node:path';
import type {Plugin} from 'vite';
import {EXAMPLES_SRC_DIR, collectExamples} from '@material-react/tools/examples';
import {
  highlightCode,
  keyboardTableProblem,
  renderMarkdown,
  type RenderedMarkdown,
} from '../../tools/markdown/index';
import {findEntryPoints} from '../../tools/api/index';
import {buildSearchDocuments, packSearchDocuments} from '../../tools/search/index';
import {apiAnchor} from '../app/docs/api/api-anchors';
import {
  allDocItems,
  itemSources,
  selectExamples,
  type DocItem,
} from '../app/docs/documentation-items';
import {GUIDES} from '../app/docs/guide-items';
import type {DocPart, ExampleHeadingLevel, ExampleSource} from '../app/docs/content/doc-content';
import {REPO_DIR} from './build-env';
import {buildApiReference, invalidateApis} from './docs-api';
import {lastUpdated} from './last-updated';
import type {ContentKind} from '../app/docs/content/use-content';
import {
  docContentModule,
  examplesPageModule,
  loaderModule,
  stylingPageModule,
} from './docs-page-modules';
import {itemTokens, tokenProblems} from './docs-styling';
import {SIZE_TABLE_MARKER, itemFacts, withSizeTable} from './item-facts';
import {entrySizes} from './library-build';

export const GUIDES_DIR = join(REPO_DIR, 'site', 'guides');

const PREFIX = 'virtual:docs/';

/** Where the development server serves the search index. */
const SEARCH_INDEX_DEV_PATH = '/@docs/search-index.json';
const RESOLVED_PREFIX = `\0${PREFIX}`;

/** The placeholder the markdown pipeline writes for `<!-- example(<id>) -->`. */
const EXAMPLE_EMBED = /<div class="docs-example-embed" data-example-id="([^"]+)"><\/div>/g;

/**
 * Cuts rendered HTML at its example placeholders, so the page can put live examples there. Each
 * example's title becomes a heading one level below the heading it follows (the page title, an
 * `<h1>`, when none comes before it), so headings inside the example fit the page's outline.
 */
export function splitAtExamples(html: string): DocPart[] {
  const parts: DocPart[] = [];
  let last = 0;
  let sectionLevel = 1;
  for (const match of html.matchAll(EXAMPLE_EMBED)) {
    const before = html.slice(last, match.index).trim();
    if (before) parts.push({kind: 'html', html: before});
    for (const heading of before.matchAll(/<h([1-6])[\s>]/g)) sectionLevel = Number(heading[1]);
    const headingLevel = Math.min(sectionLevel + 1, 6) as ExampleHeadingLevel;
    parts.push({kind: 'example', exampleId: match[1]!, headingLevel});
    last = match.index + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest) parts.push({kind: 'html', html: rest});
  return parts;
}

let examplesCache: ReturnType<typeof collectExamples> | undefined;

/**
 * The example index (`collectExamples()`, which also checks every example folder), read once per
 * build; the dev server forgets it on a change.
 */
export function exampleEntries() {
  examplesCache ??= collectExamples(EXAMPLES_SRC_DIR, {displayRoot: REPO_DIR});
  return examplesCache;
}

const renderCache = new Map<string, Promise<RenderedMarkdown>>();

/** Whether this is a build (sizes come from the packed packages) or the dev server. */
let building = false;

/** Renders a markdown file once per build (the page and the search index both read it). */
function renderFile(path: string, knownExampleIds: string[]): Promise<RenderedMarkdown> {
  let rendered = renderCache.get(path);
  if (!rendered) {
    if (!existsSync(path)) {
      throw new Error(`The documentation file ${path} is missing.`);
    }
    const source = readFileSync(path, 'utf8');
    rendered = source.includes(SIZE_TABLE_MARKER)
      ? entrySizes(building).then((sizes) =>
          renderMarkdown(withSizeTable(source, sizes), {knownExampleIds}),
        )
      : renderMarkdown(source, {knownExampleIds});
    renderCache.set(path, rendered);
  }
  return rendered;
}

async function renderDoc(path: string, knownExampleIds: string[]) {
  const rendered = await renderFile(path, knownExampleIds);
  const file = relative(REPO_DIR, path).split(sep).join('/');
  return {
    parts: splitAtExamples(rendered.html),
    headings: rendered.headings,
    source: {path: file, lastUpdated: lastUpdated(REPO_DIR, file)},
  };
}

/** An item's overview markdown, as a path on this machine. */
function overviewFile(item: DocItem): string {
  return join(REPO_DIR, itemSources(item).overviewPath);
}

/** How many live examples a Styling tab shows: enough to see a change, few enough to load fast. */
const STYLING_EXAMPLES = 3;

/**
 * The examples a component's Styling tab shows live: those its overview embeds first (the
 * overview's showcase), then its other examples, up to {@link STYLING_EXAMPLES}.
 */
async function stylingExamples(item: DocItem): Promise<string[]> {
  const examples = exampleEntries();
  const knownExampleIds = examples.map((example) => example.id);
  const own = selectExamples(item, examples);
  const rendered = await renderFile(overviewFile(item), knownExampleIds);
  const embedded = splitAtExamples(rendered.html).flatMap((part) =>
    part.kind === 'example' && own.includes(part.exampleId) ? [part.exampleId] : [],
  );
  return [...new Set([...embedded, ...own])].slice(0, STYLING_EXAMPLES);
}

/**
 * What an item's header shows (see `itemFacts`): its pattern from its rendered overview, its
 * size from the packed packages in a build (from the sources in the dev server).
 */
export async function itemFactsOf(item: DocItem) {
  const knownExampleIds = exampleEntries().map((example) => example.id);
  return itemFacts(
    REPO_DIR,
    item,
    await renderFile(overviewFile(item), knownExampleIds),
    await entrySizes(building),
  );
}

/**
 * The search index's documents (see `tools/search`): every item's overview, API and examples
 * and every guide, from the manifest and the same rendered content the pages show.
 */
export async function collectSearchDocuments({strict}: {strict: boolean}) {
  const examples = exampleEntries();
  const knownExampleIds = examples.map((example) => example.id);
  const titles = new Map(examples.map((example) => [example.id, example.title || example.id]));
  // The guides render alongside the items: the "Bundle size" guide waits for the sizes, which
  // are measured in other processes meanwhile.
  const guidesRendered = Promise.all(
    GUIDES.map(async (guide) => ({
      id: guide.id,
      name: guide.name,
      summary: guide.summary,
      sections: (await renderFile(join(GUIDES_DIR, `${guide.id}.md`), knownExampleIds)).sections,
    })),
  );
  const itemsRendered = Promise.all(
    allDocItems().map(async ({section, item}) => {
      const overview = await renderFile(overviewFile(item), knownExampleIds);
      const api = await buildApiReference(REPO_DIR, itemSources(item).apiEntryPoints, {strict});
      return {
        section: {key: section.key, name: section.name},
        id: item.id,
        name: item.name,
        summary: item.summary,
        overview: overview.sections,
        api: api.entryPoints,
        examples: selectExamples(item, examples).map((id) => ({
          id,
          title: titles.get(id)!,
        })),
        tokens: item.tabs.includes('styling') ? itemTokens(REPO_DIR, item).tokens : [],
      };
    }),
  );
  const [items, guides] = await Promise.all([itemsRendered, guidesRendered]);
  return buildSearchDocuments({items, guides, apiAnchor});
}

const LANGUAGE_BY_EXTENSION: Record<string, string> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.css': 'css',
  '.json': 'json',
  '.html': 'html',
};

/**
 * The files of an example a visitor reads in its source tabs, with their languages: those in
 * subfolders are the example's supporting data, not code to read.
 */
export function exampleFiles(example: {packagePath: string; files: readonly string[]}) {
  return example.files
    .filter((file) => !file.includes('/'))
    .map((name) => ({
      name,
      language: LANGUAGE_BY_EXTENSION[extname(name)] ?? 'text',
      code: readFileSync(join(EXAMPLES_SRC_DIR, example.packagePath, name), 'utf8'),
    }));
}

async function renderExampleSource(example: {packagePath: string; files: readonly string[]}) {
  const sources: ExampleSource[] = [];
  for (const file of exampleFiles(example)) {
    sources.push({...file, html: await highlightCode(file.code, file.language)});
  }
  return sources;
}

/** The icons (`@material-symbols/…svg?raw`) that the examples' files import, sorted. */
function exampleIconImports(): string[] {
  const icons = new Set<string>();
  for (const example of exampleEntries()) {
    for (const file of example.files) {
      if (!/\.tsx?$/.test(file)) continue;
      const code = readFileSync(join(EXAMPLES_SRC_DIR, example.packagePath, file), 'utf8');
      for (const match of code.matchAll(
        /from '(@material-symbols\/svg-400\/[\w-]+\/\w+\.svg\?raw)'/g,
      )) {
        icons.add(match[1]!);
      }
    }
  }
  return [...icons].sort();
}

/** `import()` loaders of modules by their import specifier. */
function importMap(specifiers: string[]): string {
  const lines = specifiers.map(
    (specifier) => `  ${JSON.stringify(specifier)}: () => import(${JSON.stringify(specifier)}),`,
  );
  return `{\n${lines.join('\n')}\n}`;
}

const moduleOf = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/**
 * Turns the documentation sources into modules at build time (and in the dev server): overviews
 * and guides are rendered from markdown, example sources highlighted, API references extracted
 * from the TypeScript sources. The browser gets finished HTML and JSON, one lazy chunk per page,
 * and never a markdown parser or a highlighter.
 *
 * - `virtual:docs/loaders/<kind>`: the loaders of every page's content of one kind (each
 *   `import()` is a chunk of its own), for the kinds below;
 * - `virtual:docs/overview/<section>/<id>`, `virtual:docs/guide/<id>`: `DocContent`, with the
 *   examples the page embeds and their loaders;
 * - `virtual:docs/api/<section>/<id>`: the item's API reference;
import {
  docContentModule,
  examplesPageModule,
  loaderModule,
  stylingPageModule,
} from './docs-page-modules';
import {itemTokens, tokenProblems} from './docs-styling';
import {SIZE_TABLE_MARKER, itemFacts, withSizeTable} from './item-facts';
import {entrySizes} from './library-build';
 * - `virtual:docs/example-source/<example-id>`: the example's files, highlighted;
 * - `virtual:docs/live-modules`: loaders of the library's entry points and of the examples'
 *   icons, which edited examples import.
 */
export function docsContent(): Plugin {
  return {
    name: 'docs-content',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(devServer) {
      // The search index, made on request (the build writes it as a hashed asset instead).
      devServer.middlewares.use(SEARCH_INDEX_DEV_PATH, (_request, response, next) => {
        collectSearchDocuments({strict: false}).then((documents) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(packSearchDocuments(documents)));
        }, next);
      });
      // Markdown, examples and library sources feed the modules: any change reloads them.
      devServer.watcher.add([GUIDES_DIR, join(REPO_DIR, 'packages')]);
      const refresh = (file: string) => {
        if (!/\.(md|tsx?|css)$|\.tokens\.json$/.test(file) || file.includes('.generated.')) return;
        if (!file.startsWith(GUIDES_DIR) && !file.startsWith(join(REPO_DIR, 'packages'))) return;
        if (/\.tsx?$/.test(file)) invalidateApis();
        examplesCache = undefined;
        renderCache.clear();
        for (const environment of Object.values(devServer.environments)) {
          const graph = environment.moduleGraph;
          for (const module of graph.idToModuleMap.values()) {
            if (module.id?.startsWith(RESOLVED_PREFIX)) graph.invalidateModule(module);
          }
        }
        devServer.ws.send({type: 'full-reload'});
      };
      devServer.watcher.on('change', refresh);
      devServer.watcher.on('add', refresh);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const path = id.slice(RESOLVED_PREFIX.length);
      const [kind, ...rest] = path.split('/');
      const key = rest.join('/');
      const examples = exampleEntries();
      const knownExampleIds = examples.map((example) => example.id);

      const exampleMap = () => new Map(examples.map((example) => [example.id, example]));
      const findItemByKey = () =>
        allDocItems().find(({section, item}) => `${section.key}/${item.id}` === key);

      if (kind === 'loaders') {
        const itemKeys = allDocItems().map(({section, item}) => `${section.key}/${item.id}`);
        const styledKeys = allDocItems()
          .filter(({item}) => item.tabs.includes('styling'))
          .map(({section, item}) => `${section.key}/${item.id}`);
        const keys: Record<ContentKind | 'styling', string[]> = {
          overview: itemKeys,
          api: itemKeys,
          examples: itemKeys,
          styling: styledKeys,
          guide: GUIDES.map((guide) => guide.id),
          'example-source': knownExampleIds,
        };
        // Every kind the browser loads (`ContentKind`, and the Styling tab's content, which the
        // tab's own chunk loads) has its keys here.
        if (!Object.hasOwn(keys, key)) return undefined;
        if (key === 'styling') {
          // Like an undocumented public symbol, an undocumented token fails the build; so does
          // a Styling tab the manifest gives or denies against what the stylesheets read.
          const problems = tokenProblems(
            REPO_DIR,
            allDocItems().map(({item}) => item),
          );
          if (problems.length > 0) {
            const message = `Component tokens:\n  ${problems.join('\n  ')}`;
            if (this.environment?.mode === 'build') throw new Error(message);
            this.warn(message);
          }
        }
        return loaderModule(key as keyof typeof keys, keys[key as keyof typeof keys], PREFIX);
      }
      // Every tab of an item carries what its header shows (`itemFactsOf`), so the header needs
      // no request of its own.
      if (kind === 'overview') {
        const found = findItemByKey();
        if (!found) return undefined;
        const overviewPath = overviewFile(found.item);
        this.addWatchFile(overviewPath);
        // Every item says how a keyboard user operates it (see `KeyboardTable`).
        const problem = keyboardTableProblem(
          (await renderFile(overviewPath, knownExampleIds)).keyboardTables,
        );
        if (problem) {
          const message = `${itemSources(found.item).overviewPath} ${problem}.`;
          if (this.environment?.mode === 'build') throw new Error(message);
          this.warn(message);
        }
        return docContentModule(
          {
            ...(await renderDoc(overviewPath, knownExampleIds)),
            item: await itemFactsOf(found.item),
          },
          exampleMap(),
        );
      }
      if (kind === 'guide') {
        const guidePath = join(GUIDES_DIR, `${key}.md`);
        this.addWatchFile(guidePath);
        return docContentModule(await renderDoc(guidePath, knownExampleIds), exampleMap());
      }
      if (kind === 'examples') {
        const found = findItemByKey();
        if (!found) return undefined;
        return examplesPageModule(
          selectExamples(found.item, examples),
          exampleMap(),
          await itemFactsOf(found.item),
        );
      }
      if (kind === 'styling') {
        const found = findItemByKey();
        if (!found || !found.item.tabs.includes('styling')) return undefined;
        const {tokens} = itemTokens(REPO_DIR, found.item);
        return stylingPageModule(
          tokens,
          await stylingExamples(found.item),
          exampleMap(),
          await itemFactsOf(found.item),
        );
      }
      if (kind === 'api') {
        const found = findItemByKey();
        if (!found) return undefined;
        const strict = this.environment?.mode === 'build';
        const reference = await buildApiReference(
          REPO_DIR,
          itemSources(found.item).apiEntryPoints,
          {strict},
        );
        return moduleOf({...reference, item: await itemFactsOf(found.item)});
      }
      if (kind === 'live-modules') {
        // What edited examples may import besides React: the page's own modules, loaded lazily.
        const entryPoints = findEntryPoints(REPO_DIR).map((entry) => entry.entryPoint);
        return [
          `export const libraryModules = ${importMap(entryPoints)};`,
          `export const iconModules = ${importMap(exampleIconImports())};`,
        ].join('\n');
      }
      if (kind === 'search-index') {
        // The index is a JSON file fetched when search opens, not a module: a fetch that failed
        // can simply be made again, while some browsers remember a failed import() for good.
        if (this.environment?.mode !== 'build') {
          return `export default ${JSON.stringify(SEARCH_INDEX_DEV_PATH)};\n`;
        }
        const packed = packSearchDocuments(await collectSearchDocuments({strict: true}));
        const reference = this.emitFile({
          type: 'asset',
          name: 'search-index.json',
          source: JSON.stringify(packed),
        });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};\n`;
      }
      if (kind === 'example-source') {
        const example = examples.find((entry) => entry.id === key);
        if (!example) return undefined;
        return moduleOf(await renderExampleSource(example));
      }
      return undefined;
    },
  };
}
