import type {Blockquote, Html, Paragraph, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {
  KEYBOARD_BLOCK,
  keyboardTableNodes,
  parseKeyboardTable,
  type KeyboardTable,
} from './keyboard-table';

/** What the markdown says about itself, filled in while it is transformed. */
export interface MarkdownFacts {
  /** The text of the first `#` heading (removed from the output), if any. */
  title?: string;
  /** The embedded example ids, in order of appearance. */
  exampleIds: string[];
  /** The keyboard tables (see `KeyboardTable`), each with the `##` heading it is under. */
  keyboardTables: {table: KeyboardTable; section?: string}[];
}

/** Options of {@link remarkDocs}. */
export interface RemarkDocsOptions {
  /** Receives the title and the example ids. */
  facts: MarkdownFacts;
  /** The example ids that exist; when given, an unknown id renders a visible note instead. */
  knownExampleIds?: ReadonlySet<string>;
}

/** The GitHub alert types and their titles. */
const CALLOUT_TITLES = {
  note: 'Note',
  tip: 'Tip',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
} as const;

type CalloutType = keyof typeof CALLOUT_TITLES;

const CALLOUT_MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\r?\n|$)/i;
const EXAMPLE_COMMENT = /^<!--\s*example\(\s*([\s\S]*?)\s*\)\s*-->$/;
const COMMENT = /^<!--[\s\S]*-->$/;

/**
 * The id in `<!-- example(<id>) -->`, also accepting `example({"example": "<id>"})`; undefined
 * for other HTML.
 */
export function parseExampleComment(html: string): string | undefined {
  const argument = EXAMPLE_COMMENT.exec(html.trim())?.[1];
  if (!argument) return undefined;
  if (argument.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(argument);
      const id =
        typeof parsed === 'object' && parsed !== null && 'example' in parsed
          ? parsed.example
          : undefined;
      return typeof id === 'string' && id ? id : undefined;
    } catch {
      return undefined;
    }
  }
  return /^[\w-]+$/.test(argument) ? argument : undefined;
}

function exampleNode(id: string, known: ReadonlySet<string> | undefined): Paragraph {
  if (known && !known.has(id)) {
    return {
      type: 'paragraph',
      data: {
        hName: 'div',
        hProperties: {className: ['docs-example-missing'], role: 'note'},
      },
      children: [{type: 'text', value: `Example “${id}” not found.`}],
    };
  }
  return {
    type: 'paragraph',
    data: {hName: 'div', hProperties: {className: ['docs-example-embed'], dataExampleId: id}},
    children: [],
  };
}

/** Turns `> [!NOTE]` (GitHub alert syntax) into a titled `<aside role="note">`. */
function toCallout(quote: Blockquote): boolean {
  const first = quote.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (!first || first.type !== 'paragraph' || text?.type !== 'text') return false;
  const match = CALLOUT_MARKER.exec(text.value);
  if (!match) return false;
  const type = match[1]!.toLowerCase() as CalloutType;
  text.value = text.value.slice(match[0].length);
  if (!text.value) first.children.shift();
  // The line break after the marker may be a hard break node.
  if (first.children[0]?.type === 'break') first.children.shift();
  if (first.children.length === 0) quote.children.shift();
  quote.data = {
    hName: 'aside',
    hProperties: {className: ['docs-callout', `docs-callout-${type}`], role: 'note'},
  };
  quote.children.unshift({
    type: 'paragraph',
    data: {hProperties: {className: ['docs-callout-title']}},
    children: [{type: 'text', value: CALLOUT_TITLES[type]}],
  });
  return true;
}

/**
 * The docs' markdown extensions on the markdown tree: takes out the first `#` heading as the
 * title, turns `<!-- example(<id>) -->` into example placeholders, drops other HTML comments,
 * renders GitHub alerts as callouts and keyboard blocks (see `KeyboardTable`) as tables.
 */
export function remarkDocs({facts, knownExampleIds}: RemarkDocsOptions) {
  return (tree: Root) => {
    let section: string | undefined;
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'heading' && node.depth === 1 && facts.title === undefined) {
        facts.title = toString(node).trim();
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type === 'heading' && node.depth === 2) section = toString(node).trim();
      if (node.type === 'code' && node.lang === KEYBOARD_BLOCK) {
        const table = parseKeyboardTable(node.value);
        facts.keyboardTables.push({table, ...(section !== undefined && {section})});
        const nodes = keyboardTableNodes(table);
        parent.children.splice(index, 1, ...nodes);
        return [SKIP, index + nodes.length];
      }
      if (node.type === 'html') {
        // An example embed stands on its own line (a block); inline, it is just a comment.
        const block = parent.type !== 'paragraph' && parent.type !== 'heading';
        const replacement = replaceHtml(node, block, facts, knownExampleIds);
        if (replacement === node) return;
        parent.children.splice(index, 1, ...(replacement ? [replacement] : []));
        return [SKIP, index + (replacement ? 1 : 0)];
      }
      if (node.type === 'blockquote') toCallout(node);
      return undefined;
    });
  };
}

function replaceHtml(
  node: Html,
  block: boolean,
  facts: MarkdownFacts,
  known: ReadonlySet<string> | undefined,
): RootContent | Html | null {
  const id = parseExampleComment(node.value);
  if (id !== undefined && block) {
    facts.exampleIds.push(id);
    return exampleNode(id, known);
  }
  return COMMENT.test(node.value.trim()) ? null : node;
}
