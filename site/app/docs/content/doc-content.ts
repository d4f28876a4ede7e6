import type {ComponentType} from 'react';
import type {ComponentToken} from '@material-react/tools/tokens/client';

/** A heading of a rendered document, for the table of contents. */
export interface DocHeading {
  /** The heading's `id`, unique in the page. */
  id: string;
  /** Its plain text. */
  text: string;
  /** 2 for `##`, 3 for `###`, and so on. */
  level: number;
}

/** The heading level of an embedded example's title. */
export type ExampleHeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * A piece of a rendered document: finished HTML, or the place of a live example, whose title is
 * a heading at `headingLevel` (one below the heading the example follows).
 */
export type DocPart =
  | {kind: 'html'; html: string}
  | {kind: 'example'; exampleId: string; headingLevel: ExampleHeadingLevel};

/**
 * What a page needs to show one live example: written into the page's own content module at
 * build time, so that a page carries its examples and not the data of every example.
 */
export interface PageExample {
  /** The example id, also the name of its folder: `table-sorting`. */
  id: string;
  title: string;
  /** The exported example component: `TableSortingExample`. */
  componentName: string;
  /** The file that exports it: `table-sorting-example.tsx`. */
  primaryFile: string;
  /** The examples tab of the item the example belongs to, or '' when no item shows it. */
  itemPath: string;
  /** Loads the example's component, which is a chunk of its own. */
  load: () => Promise<ComponentType>;
}

/** Where a page's text comes from, for its "Edit this page" link and its date. */
export interface DocSource {
  /** The markdown file, relative to the repository root. */
  path: string;
  /** The date of the file's last commit (the build's date without that history): `YYYY-MM-DD`. */
  lastUpdated: string;
}

/**
 * What the header of a documentation item shows under its title, made by the build
 * (`itemFactsOf` in `site/vite/docs-model`) and shipped with each of the item's tabs' content (see
 * `docs-content-plugin.ts`).
 */
export interface ItemFacts {
  /** The line to copy: `import {Button} from '@material-react/material/button';`. */
  importLine: string;
  /** The entry point's folder, relative to the repository root: `packages/material/src/button`. */
  sourceDir: string;
  /** The overview's markdown, relative to the repository root. */
  overviewPath: string;
  /** The WAI-ARIA Authoring Practices pattern the item follows, from its keyboard table. */
  pattern?: {name: string; url: string};
  /**
   * What the entry point adds to an app, measured by the build: `Adds 3.1 kB JS + 1.2 kB CSS,
   * gzip, to an app that already has React`.
   */
  size?: string;
  /** What the test run proves about the item, and the guide that shows how (see `provenFacts`). */
  proven?: ProvenFact[];
}

/** Something the test run proves about an item: `Forms: posts \`name\`, validates and resets`. */
export interface ProvenFact {
  /** What it is about: `Server rendering`, `Forms`. */
  label: string;
  /** What is proven, code in backticks: `posts \`name\`, validates and resets`. */
  text: string;
  /** The guide that shows how. */
  href: string;
}

/** An overview or a guide, rendered from markdown at build time. */
export interface DocContent {
  parts: DocPart[];
  headings: DocHeading[];
  /** The markdown file the page is made from. */
  source?: DocSource;
  /** The examples the parts embed, by id. */
  examples: Record<string, PageExample>;
  /** An item's overview: what its header shows (see {@link ItemFacts}). */
  item?: ItemFacts;
}

/** The Examples tab of a documentation item: every example of the item, sorted by id. */
export interface ExamplesPage {
  examples: PageExample[];
  /** What the item's header shows (see {@link ItemFacts}). */
  item?: ItemFacts;
}

/** One file of an example, with its source highlighted at build time. */
export interface ExampleSource {
  /** The file name, e.g. `table-sorting-example.tsx`. */
  name: string;
  /** The language it was highlighted as: `tsx`, `css`, ... */
  language: string;
  /** The plain source, for copying. */
  code: string;
  /** The highlighted source (a `<pre class="shiki">`). */
  html: string;
}

/**
 * The Styling tab of a component: its tokens, read from its stylesheets at build time and sorted
 * by name, and the live examples the visitor restyles with them.
 */
export interface StylingPage {
  tokens: ComponentToken[];
  examples: PageExample[];
  /** What the item's header shows, as the other tabs carry it. */
  item?: ItemFacts;
}
