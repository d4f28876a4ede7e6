import type {ApiDoc} from '../api/api-types';
import {twinPathOf} from './twin-paths.mjs';

/**
 * What the site's build writes for tools that read the docs without a browser (the MCP server,
 * `packages/docs-mcp`): `site/build/docs-data/`, made of
 *
 * - `docs.json`: a {@link DocsData};
 * - `search-index.json`: the search index the site fetches (`PackedSearchDocument[]`, see
 *   `tools/search`), the same documents and the same text;
 * - `pages/`: every page's Markdown twin, by URL path: `pages/index.md` for `/`,
 *   `pages/components/button/overview.md` for `/components/button/overview`,
 *   `pages/guide/theming.md` for `/guide/theming`. The same files the site serves at the page's
 *   path plus `.md`.
 */
export const DOCS_DATA_FILES = {
  docs: 'docs.json',
  searchIndex: 'search-index.json',
  pages: 'pages',
} as const;

/** A documentation item (a component or a CDK module) as tools see it. */
export interface DocsDataItem {
  /** The URL segment: `button`. */
  id: string;
  name: string;
  /** One line about the item. */
  summary: string;
  /** The item's path without its tab: `/components/button`. */
  path: string;
  /**
   * The item's tabs, each a page at `<path>/<tab>`: `overview`, `api`, `styling` (a component
   * with tokens), `examples`.
   */
  tabs: string[];
  /** What the site calls each of {@link tabs}, in the same order: `Overview`, `API`, … */
  tabNames: string[];
  /** The entry points the API tab documents: `@material-react/material/button`. */
  entryPoints: string[];
  /** The ids of the item's examples, in the order the examples tab shows them. */
  examples: string[];
}

/** A section of items (`components`, `cdk`). */
export interface DocsDataSection {
  key: string;
  name: string;
  summary: string;
  items: DocsDataItem[];
}

/** A guide. */
export interface DocsDataGuide {
  id: string;
  name: string;
  summary: string;
  /** `/guide/<id>`. */
  path: string;
}

/** One file of an example, as a visitor sees it in the example's source tabs. */
export interface DocsDataExampleFile {
  /** The file name: `table-sorting-example.tsx`. */
  name: string;
  /** `tsx`, `ts`, `css`, `json`, `html` or `text`. */
  language: string;
  code: string;
}

/** A live example. */
export interface DocsDataExample {
  id: string;
  title: string;
  /** The section key and item id it belongs to. */
  section: string;
  item: string;
  /** The page that shows it: `/components/table/examples#table-sorting`. */
  url: string;
  files: DocsDataExampleFile[];
}

/** `docs.json`. */
export interface DocsData {
  /** The site's name, which is the library's: `Material for React`. */
  siteName: string;
  /** The site's public address, without a trailing slash: `https://material-react.dev`. */
  siteUrl: string;
  /** The version of the library the docs describe: `1.0.0`. */
  version: string;
  sections: DocsDataSection[];
  guides: DocsDataGuide[];
  examples: DocsDataExample[];
  /**
   * The API of every documented entry point. Descriptions are markdown (TSDoc text, `{@link X}`
   * as `` `X` ``), as `tools/api` extracts them; `problems` is empty.
   */
  api: ApiDoc[];
}

/** The twin's file under `pages/` (and the site's `.md` URL without its leading slash). */
export function markdownTwinFile(path: string): string {
  return twinPathOf(path).slice(1);
}
