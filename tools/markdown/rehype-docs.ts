import GithubSlugger from 'github-slugger';
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {highlightToHast} from '../highlight/highlight';

/** A heading of a rendered page. */
export interface MarkdownHeading {
  /** The heading's `id`: stable, unique in the page (a repeated heading gets `-1`, `-2`, ...). */
  id: string;
  /** The heading's plain text. */
  text: string;
  /** 1 to 6 (the page title, the first `#` heading, is not listed). */
  level: number;
}

/** Options of {@link rehypeDocs}. */
export interface RehypeDocsOptions {
  /** Receives the page's headings in order. */
  headings: MarkdownHeading[];
}

const HEADING = /^h([1-6])$/;
const EXTERNAL_LINK = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

const classNames = (node: Element): string[] => {
  const value = node.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
};

/** The language of a fenced code block (`<pre><code class="language-x">`), or undefined. */
function codeBlockLanguage(pre: Element): string | undefined {
  const code = pre.children[0];
  if (pre.children.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') return;
  const language = classNames(code).find((name) => name.startsWith('language-'));
  return language?.slice('language-'.length) ?? '';
}

/**
 * Names a task list item's (disabled) checkbox after the item's own text, which is not its label.
 */
function nameTaskCheckbox(item: Element) {
  const first = item.children.find((child) => child.type === 'element');
  const holder = first?.type === 'element' && first.tagName === 'p' ? first : item;
  const checkbox = holder.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'input',
  );
  if (!checkbox) return;
  const ownText = item.children
    .filter(
      (child) => !(child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')),
    )
    .map((child) => toString(child))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  checkbox.properties['ariaLabel'] = ownText || 'Task';
}

/**
 * The docs' transforms of the HTML tree: stable unique heading ids (GitHub's slugs), the list of
 * headings, tables in a focusable scrolling region, `rel="noopener"` on external links, and code
 * blocks highlighted by Shiki.
 */
export function rehypeDocs({headings}: RehypeDocsOptions) {
  return async (tree: Root) => {
    const slugger = new GithubSlugger();
    const codeBlocks: {pre: Element; index: number; parent: Root | Element; lang: string}[] = [];
    let section = '';
    const tableLabels = new Map<string, number>();

    visit(tree, 'element', (node, index, parent) => {
      const level = HEADING.exec(node.tagName)?.[1];
      if (level) {
        const text = toString(node).replace(/\s+/g, ' ').trim();
        const id = slugger.slug(text || 'section');
        node.properties['id'] = id;
        headings.push({id, text, level: Number(level)});
        section = text;
        return SKIP;
      }
      if (node.tagName === 'a' && typeof node.properties['href'] === 'string') {
        if (
          EXTERNAL_LINK.test(node.properties['href']) &&
          !/^mailto:/i.test(node.properties['href'])
        ) {
          node.properties['rel'] = ['noopener'];
        }
        return undefined;
      }
      if (node.tagName === 'pre' && parent && index !== undefined) {
        const lang = codeBlockLanguage(node);
        if (lang !== undefined) codeBlocks.push({pre: node, index, parent, lang});
        return SKIP;
      }
      if (node.tagName === 'li' && classNames(node).includes('task-list-item')) {
        nameTaskCheckbox(node);
        return undefined;
      }
      if (node.tagName === 'table' && parent && index !== undefined) {
        const base = section ? `Table: ${section}` : 'Table';
        const count = (tableLabels.get(base) ?? 0) + 1;
        tableLabels.set(base, count);
        const wrapper: ElementContent = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['docs-table-wrapper'],
            role: 'region',
            ariaLabel: count > 1 ? `${base} (${count})` : base,
            tabIndex: 0,
          },
          children: [node],
        };
        parent.children[index] = wrapper;
        return SKIP;
      }
      return undefined;
    });

    await Promise.all(
      codeBlocks.map(async ({pre, index, parent, lang}) => {
        parent.children[index] = await highlightToHast(toString(pre), lang || undefined);
      }),
    );
  };
}
