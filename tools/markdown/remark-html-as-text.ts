import type {Root, RootContent, Text} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';

/** A scheme at the start of an address (`https:`, `javascript:`); relative addresses have none. */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The nodes whose children are blocks, where HTML text needs a paragraph of its own. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/**
 * Whether a link may point at `url`: a web or mail address, or a relative one, and never a
 * `javascript:`, `data:` or other scheme. Browsers skip leading spaces and control characters and
 * drop tabs and line breaks before they read the scheme, so this does too.
 */
export function isAllowedLinkUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- the characters browsers ignore in an address
  const normalized = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const scheme = SCHEME.exec(normalized)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/**
 * For markdown that is not a page of its own, such as a doc comment: raw HTML shows as the text it
 * is (so `"<count> results"` reads as written, and no comment can add an element, a script or an
 * attribute to the page), and a link or an image whose address is neither a web, a mail nor a
 * relative one keeps only its text. Markdown's own formatting (code, emphasis, lists, links)
 * stays.
 */
export function remarkHtmlAsText() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      let replacement: RootContent[] | undefined;
      if (node.type === 'html') {
        const text: Text = {type: 'text', value: node.value};
        replacement = [
          FLOW_PARENTS.has(parent.type) ? {type: 'paragraph', children: [text]} : text,
        ];
      } else if (node.type === 'link' && !isAllowedLinkUrl(node.url)) {
        replacement = node.children;
      } else if (node.type === 'image' && !isAllowedLinkUrl(node.url)) {
        replacement = node.alt ? [{type: 'text', value: node.alt}] : [];
      } else if (node.type === 'definition' && !isAllowedLinkUrl(node.url)) {
        // Its references then show as the text they were written as.
        replacement = [];
      }
      if (!replacement) return undefined;
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      // The nodes that took its place are visited next: a link's text may hold HTML too.
      return [SKIP, index];
    });
  };
}
