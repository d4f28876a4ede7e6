import type {Element} from 'hast';
import {toString} from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {rehypeDocs, type MarkdownHeading} from './rehype-docs';
import {remarkDocs, type MarkdownFacts} from './remark-docs';
import {rehypeTextSections, type TextSection} from './rehype-text-sections';
import {remarkHtmlAsText} from './remark-html-as-text';

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /**
   * The example ids that exist. When given, `<!-- example(<id>) -->` with any other id renders
   * `<div class="docs-example-missing" role="note">` instead of the placeholder.
   */
  knownExampleIds?: Iterable<string>;
  /**
   * Whether raw HTML shows as text and links go only to web, mail and relative addresses, for
   * markdown that is not one of the docs' pages, such as a doc comment: there `<count>` means the
   * word, and no comment can add markup or script to the page. By default raw HTML is kept as
   * written (the docs are our own files).
   * @default false
   */
  htmlAsText?: boolean;
}

/** A rendered markdown document. */
export interface RenderedMarkdown {
  /** The HTML (without the title heading). */
  html: string;
  /** Every heading but the title, in order, with its id. */
  headings: MarkdownHeading[];
  /** The ids of the embedded examples, in order (unknown ones included). */
  exampleIds: string[];
  /** The text of the first `#` heading, which is removed from `html`; undefined without one. */
  title?: string;
  /** The plain text cut at the headings, code blocks left out: what search indexes. */
  sections: TextSection[];
  /** The keyboard tables (see `KeyboardTable`), each with the `##` heading it is under. */
  keyboardTables: MarkdownFacts['keyboardTables'];
}

/** Headings that get a self-link. */
const LINKED_HEADINGS = new Set(['h2', 'h3']);

const headingText = (heading: Element) => toString(heading).replace(/\s+/g, ' ').trim();

/**
 * Renders the docs' markdown (GitHub-flavoured: tables, task lists, strikethrough, autolinks) to
 * HTML at build time:
 *
 * - headings get stable ids, unique in the page (a repeated heading gets `-1`, `-2`, ...); each
 *   `##`/`###` heading is wrapped with a self-link in `<div class="docs-heading">` (the link,
 *   `a.docs-heading-anchor`, is named "Link to this section: <heading>");
 * - code blocks are highlighted by Shiki for the light and the dark theme at once (see
 *   `highlightCode`); an unknown language is plain text;
 * - `> [!NOTE]` (also TIP, IMPORTANT, WARNING, CAUTION) becomes
 *   `<aside class="docs-callout docs-callout-note" role="note">` with a `p.docs-callout-title`;
 * - a ```` ```keyboard ```` block (see `KeyboardTable`) becomes a sentence on the WAI-ARIA pattern
 *   and a table of keys in `<kbd>`;
 * - `<!-- example(<id>) -->` on its own line becomes
 *   `<div class="docs-example-embed" data-example-id="<id>"></div>`;
 * - tables are wrapped in a focusable, named scrolling region `div.docs-table-wrapper`;
 * - external links get `rel="noopener"`; relative links are kept as written;
 * - the first `#` heading is returned as `title` and left out of the HTML;
 * - raw HTML is kept as written (the docs are our own files); other HTML comments are dropped;
 *   with `htmlAsText`, raw HTML (comments included) shows as text instead.
 */
export async function renderMarkdown(
  source: string,
  options: RenderMarkdownOptions = {},
): Promise<RenderedMarkdown> {
  const facts: MarkdownFacts = {exampleIds: [], keyboardTables: []};
  const headings: MarkdownHeading[] = [];
  const sections: TextSection[] = [];
  const knownExampleIds = options.knownExampleIds ? new Set(options.knownExampleIds) : undefined;

  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(options.htmlAsText ? [remarkHtmlAsText] : [])
    .use(remarkDocs, {facts, knownExampleIds})
    .use(remarkRehype, {allowDangerousHtml: true})
    .use(rehypeDocs, {headings})
    .use(rehypeTextSections, {sections})
    .use(rehypeAutolinkHeadings, {
      behavior: 'after',
      test: (node) => LINKED_HEADINGS.has(node.tagName),
      group: {
        type: 'element',
        tagName: 'div',
        properties: {className: ['docs-heading']},
        children: [],
      },
      properties: (heading) => ({
        className: ['docs-heading-anchor'],
        ariaLabel: `Link to this section: ${headingText(heading as Element)}`,
      }),
      content: {
        type: 'element',
        tagName: 'span',
        properties: {ariaHidden: 'true'},
        children: [{type: 'text', value: '#'}],
      },
    })
    .use(rehypeStringify, {allowDangerousHtml: true})
    .process(source);

  return {
    html: String(file),
    headings,
    exampleIds: facts.exampleIds,
    sections,
    keyboardTables: facts.keyboardTables,
    ...(facts.title !== undefined && {title: facts.title}),
  };
}
