import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from 'vite';
import {includedFiles, keyboardTableProblem} from '../../tools/markdown/index';
import {findEntryPoints} from '../../tools/api/index';
import {packSearchDocuments} from '../../tools/search/index';
import {allDocItems, itemSources, selectExamples} from '../app/docs/documentation-items';
import {GUIDES} from '../app/docs/guide-items';
import type {ContentKind} from '../app/docs/content/use-content';
import {buildApiReference} from './docs-api';
import {
  DOCS_SOURCE_DIRS,
  REPO_DIR,
  collectSearchDocuments,
  exampleEntries,
  exampleIconImports,
  exampleLibraries,
  guideFile,
  invalidateDocsModel,
  itemFactsOf,
  overviewFile,
  renderDoc,
  renderExampleSource,
  renderFile,
  reportProblem,
  setBuilding,
  stylingExamples,
} from './docs-model';
import {
  docContentModule,
  examplesPageModule,
  loaderModule,
  stylingPageModule,
} from './docs-page-modules';
import {itemTokens, tokenProblems} from './docs-styling';

const PREFIX = 'virtual:docs/';

/** Where the development server serves the search index. */
const SEARCH_INDEX_DEV_PATH = '/@docs/search-index.json';
const RESOLVED_PREFIX = `\0${PREFIX}`;

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
 * - `virtual:docs/examples/<section>/<id>`: the item's examples (`ExamplesPage`);
 * - `virtual:docs/styling/<section>/<id>`: a component's tokens, from its stylesheets, and the
 *   examples its Styling tab restyles (`StylingPage`); an undocumented token fails the build;
 * - `virtual:docs/example-source/<example-id>`: the example's files, highlighted;
 * - `virtual:docs/search-index`: the address of the search index, a hashed JSON asset in a
 *   build and an answer of the dev server in development;
 * - `virtual:docs/live-modules`: loaders of the library's entry points and of the examples'
 *   icons, which edited examples import.
 */
export function docsContent(): Plugin {
  return {
    name: 'docs-content',
    configResolved(config) {
      setBuilding(config.command === 'build');
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
      devServer.watcher.add([...DOCS_SOURCE_DIRS]);
      const refresh = (file: string) => {
        if (!invalidateDocsModel(file)) return;
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
            reportProblem(this, `Component tokens:\n  ${problems.join('\n  ')}`);
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
        const problem = keyboardTableProblem((await renderFile(overviewPath)).keyboardTables);
        if (problem) reportProblem(this, `${itemSources(found.item).overviewPath} ${problem}.`);
        return docContentModule(
          {
            ...(await renderDoc(overviewPath)),
            item: await itemFactsOf(found.item),
          },
          exampleMap(),
        );
      }
      if (kind === 'guide') {
        const guidePath = guideFile(key);
        this.addWatchFile(guidePath);
        for (const file of includedFiles(readFileSync(guidePath, 'utf8'))) {
          this.addWatchFile(join(REPO_DIR, file));
        }
        return docContentModule(await renderDoc(guidePath), exampleMap());
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
          `export const packageModules = ${importMap(Object.keys(exampleLibraries()))};`,
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
