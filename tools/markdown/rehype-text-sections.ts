import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toString} from 'hast-util-to-string';

/**
 * The plain text of a document cut at its headings: what full-text search indexes. The text
 * before the first heading is a section without a heading.
 */
export interface TextSection {
  /** The id of the heading that starts the section; absent for the text before any heading. */
  headingId?: string;
  /** The heading's plain text. */
  heading?: string;
  /** The heading's level, 2 to 6. */
  level?: number;
  /** The section's prose: paragraphs, lists, tables and notes, whitespace collapsed. */
  text: string;
}

/** Options of {@link rehypeTextSections}. */
export interface RehypeTextSectionsOptions {
  /** Receives the sections in document order. */
  sections: TextSection[];
}

const HEADING = /^h([2-6])$/;

const classNames = (node: Element): string[] => {
  const value = node.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * Code blocks are left out (they would flood the index with tokens a reader never searches
 * for; inline code stays), and so are example placeholders and heading self-links.
 */
function isSkipped(node: Element): boolean {
  if (node.tagName === 'pre') return true;
  const classes = classNames(node);
  return classes.includes('docs-example-embed') || classes.includes('docs-heading-anchor');
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || isSkipped(node)) return '';
  // Block children are joined with a space so that list items and cells do not run together.
  return node.children.map((child) => textOf(child)).join(node.tagName === 'p' ? '' : ' ');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Collects the text of a rendered document by section, for the search index. Run it after the
 * plugin that gives headings their ids; it changes nothing in the tree. A heading wrapped in a
 * `div.docs-heading` (with its self-link) counts as a heading.
 */
export function rehypeTextSections({sections}: RehypeTextSectionsOptions) {
  return (tree: Root) => {
    let current: TextSection = {text: ''};
    const parts: string[] = [];
    const flush = () => {
      const text = collapse(parts.join(' '));
      if (text || current.headingId) sections.push({...current, text});
      parts.length = 0;
    };
    const visitBlock = (node: RootContent) => {
      if (node.type !== 'element') {
        if (node.type === 'text') parts.push(node.value);
        return;
      }
      const heading =
        HEADING.test(node.tagName) && typeof node.properties['id'] === 'string'
          ? node
          : classNames(node).includes('docs-heading')
            ? node.children.find(
                (child): child is Element =>
                  child.type === 'element' && HEADING.test(child.tagName),
              )
            : undefined;
      if (heading) {
        flush();
        current = {
          headingId: String(heading.properties['id']),
          heading: collapse(toString(heading)),
          level: Number(HEADING.exec(heading.tagName)![1]),
          text: '',
        };
        return;
      }
      parts.push(textOf(node));
    };
    for (const node of tree.children) visitBlock(node);
    flush();
  };
}
