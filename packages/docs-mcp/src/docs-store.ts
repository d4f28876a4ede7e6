import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {
  DOCS_DATA_FILES,
  pagePathOfTwin,
  type DocsData,
} from '@material-react/tools/docs-data/light';
import {
  createSearchEngine,
  unpackSearchDocuments,
  type PackedSearchDocument,
  type SearchDocument,
  type SearchEngine,
} from '@material-react/tools/search';

/** The docs as the server reads them from a docs-data directory (see `tools/docs-data`). */
export interface DocsStore {
  /** The directory the data came from. */
  readonly dir: string;
  readonly docs: DocsData;
  readonly documents: readonly SearchDocument[];
  /** The search engine over {@link documents}, built on first use. */
  engine(): SearchEngine;
  /** The URL path of every page that has a Markdown twin (`/`, `/components/button/api`). */
  readonly pagePaths: readonly string[];
  /** The twin of a page, by a path of {@link pagePaths}. */
  readPage(path: string): string;
}

/** A docs-data directory that is missing or unreadable: the message says which and why. */
export class DocsDataError extends Error {
  override name = 'DocsDataError';
}

function readJson<T>(dir: string, file: string): T {
  const path = join(dir, file);
  if (!existsSync(path)) {
    throw new DocsDataError(`The docs data in ${dir} has no ${file}.`);
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new DocsDataError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Every `.md` file under `dir`, as its path relative to it with forward slashes. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/**
 * Reads a docs-data directory: `docs.json`, `search-index.json` and the list of Markdown
 * twins under `pages/` (each twin is read when asked for). Throws a {@link DocsDataError} that
 * says what is missing.
 */
export function loadDocsStore(dir: string): DocsStore {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new DocsDataError(`There is no docs data directory at ${dir}.`);
  }
  const docs = readJson<DocsData>(dir, DOCS_DATA_FILES.docs);
  if (
    !Array.isArray(docs.sections) ||
    !Array.isArray(docs.api) ||
    !docs.siteUrl ||
    !docs.siteName
  ) {
    throw new DocsDataError(
      `${join(dir, DOCS_DATA_FILES.docs)} does not look like the docs data (sections, api, siteUrl, siteName).`,
    );
  }
  const packed = readJson<PackedSearchDocument[]>(dir, DOCS_DATA_FILES.searchIndex);
  if (!Array.isArray(packed)) {
    throw new DocsDataError(`${join(dir, DOCS_DATA_FILES.searchIndex)} is not a list.`);
  }
  const documents = unpackSearchDocuments(packed);
  const pagesDir = join(dir, DOCS_DATA_FILES.pages);
  if (!existsSync(pagesDir)) {
    throw new DocsDataError(`The docs data in ${dir} has no ${DOCS_DATA_FILES.pages}/ folder.`);
  }
  const files = new Map(markdownFiles(pagesDir).map((file) => [pagePathOfTwin(file)!, file]));
  let engine: SearchEngine | undefined;
  return {
    dir,
    docs: {...docs, siteUrl: docs.siteUrl.replace(/\/+$/, '')},
    documents,
    engine: () => (engine ??= createSearchEngine(documents)),
    pagePaths: [...files.keys()],
    readPage(path) {
      const file = files.get(path);
      if (file === undefined) throw new DocsDataError(`No Markdown twin for ${path}.`);
      const full = join(pagesDir, file);
      // The list holds only files found under pages/, so this is a safety net, not a check.
      if (relative(pagesDir, full).startsWith('..')) {
        throw new DocsDataError(`${path} is outside the pages.`);
      }
      return readFileSync(full, 'utf8');
    },
  };
}
