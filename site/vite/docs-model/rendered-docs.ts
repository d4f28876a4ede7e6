import {existsSync, readFileSync} from 'node:fs';
import {relative, sep} from 'node:path';
import {
  renderMarkdown,
  withIncludedFiles,
  type RenderedMarkdown,
} from '../../../tools/markdown/index';
import {itemSources, selectExamples, type DocItem} from '../../app/docs/documentation-items';
import {extractDocumentedApis} from '../docs-api';
import {SIZE_TABLE_MARKER, itemFacts, withSizeTable} from '../item-facts';
import {lastUpdated} from '../last-updated';
import {entrySizes} from '../library-build';
import {provenFacts, serverRenderedEntryPoints} from '../proven-facts';
import {splitAtExamples} from './doc-parts';
import {exampleEntries} from './examples';
import {REPO_DIR, overviewFile} from './sources';

const renderCache = new Map<string, Promise<RenderedMarkdown>>();

/** Whether this is a build (sizes come from the packed packages) or the dev server. */
let building = false;

/**
 * Tells the model whether it serves a build, whose bundle sizes come from the packed packages,
 * or the dev server, which measures the sources (see `entrySizes`). The docs-content plugin sets
 * it once Vite's config is resolved; the dev server is the default.
 */
export function setBuilding(isBuild: boolean) {
  building = isBuild;
}

/** The example ids the markdown may embed. */
function knownExampleIds(): string[] {
  return exampleEntries().map((example) => example.id);
}

/** Renders a markdown file once per build (the page and the search index both read it). */
export function renderFile(path: string): Promise<RenderedMarkdown> {
  let rendered = renderCache.get(path);
  if (!rendered) {
    if (!existsSync(path)) {
      throw new Error(`The documentation file ${path} is missing.`);
    }
    // A guide may show files of the repository (`<!-- file(…) -->`), read as it is rendered.
    const source = withIncludedFiles(readFileSync(path, 'utf8'), REPO_DIR);
    const options = {knownExampleIds: knownExampleIds()};
    rendered = source.includes(SIZE_TABLE_MARKER)
      ? entrySizes(building).then((sizes) => renderMarkdown(withSizeTable(source, sizes), options))
      : renderMarkdown(source, options);
    renderCache.set(path, rendered);
  }
  return rendered;
}

/** Forgets every rendered file, so the next {@link renderFile} reads and renders it again. */
export function forgetRenderedFiles() {
  renderCache.clear();
}

/**
 * A page's content from its markdown file: the HTML cut at its examples, its headings, and the
 * file it came from with the date it last changed.
 */
export async function renderDoc(path: string) {
  const rendered = await renderFile(path);
  const file = relative(REPO_DIR, path).split(sep).join('/');
  return {
    parts: splitAtExamples(rendered.html),
    headings: rendered.headings,
    source: {path: file, lastUpdated: lastUpdated(REPO_DIR, file)},
  };
}

/** How many live examples a Styling tab shows: enough to see a change, few enough to load fast. */
const STYLING_EXAMPLES = 3;

/**
 * The examples a component's Styling tab shows live: those its overview embeds first (the
 * overview's showcase), then its other examples, up to {@link STYLING_EXAMPLES}.
 */
export async function stylingExamples(item: DocItem): Promise<string[]> {
  const own = selectExamples(item, exampleEntries());
  const rendered = await renderFile(overviewFile(item));
  const embedded = splitAtExamples(rendered.html).flatMap((part) =>
    part.kind === 'example' && own.includes(part.exampleId) ? [part.exampleId] : [],
  );
  return [...new Set([...embedded, ...own])].slice(0, STYLING_EXAMPLES);
}

let serverRendered: Set<string> | undefined;

/**
 * What an item's header shows (see `itemFacts`): its pattern from its rendered overview, its
 * size from the packed packages in a build (from the sources in the dev server), and what the
 * fixture apps and the API prove about it.
 */
export async function itemFactsOf(item: DocItem) {
  const entryPoint = itemSources(item).apiEntryPoints[0]!;
  const apis = await extractDocumentedApis(REPO_DIR, {strict: building});
  serverRendered ??= serverRenderedEntryPoints(REPO_DIR);
  return itemFacts(
    REPO_DIR,
    item,
    await renderFile(overviewFile(item)),
    await entrySizes(building),
    provenFacts(
      entryPoint,
      apis.find((api) => api.entryPoint === entryPoint),
      serverRendered,
    ),
  );
}
