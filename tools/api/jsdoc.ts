import ts from 'typescript';

/** The TSDoc of a symbol or a declaration, as markdown. */
export interface DocComment {
  description: string;
  deprecated?: string;
  default?: string;
  returns?: string;
  /** Whether `@docs-private` hides the symbol. */
  hidden: boolean;
}

/**
 * Display parts as markdown: `{@link Name}` and `{@link Name | text}` become `` `Name` `` and
 * `text`, `{@link https://...}` a link.
 */
export function partsToMarkdown(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  if (!parts) return '';
  let out = '';
  let link: {target: string; text: string} | undefined;
  for (const part of parts) {
    if (part.kind === 'link') {
      if (part.text.startsWith('{@')) {
        link = {target: '', text: ''};
      } else if (link) {
        out += renderLink(link);
        link = undefined;
      }
    } else if (link && part.kind === 'linkName') {
      link.target += part.text;
    } else if (link && part.kind === 'linkText') {
      link.text += part.text;
    } else if (link) {
      link.target += part.text;
    } else {
      out += part.text;
    }
  }
  if (link) out += renderLink(link);
  return out.trim();
}

function renderLink({target, text}: {target: string; text: string}): string {
  // TypeScript splits `{@link https://host/path | label}` after the scheme.
  const whole = `${target}${text}`.trim();
  const url = /^https?:\/\/[^\s|]+/.exec(whole)?.[0];
  if (url) {
    const label = whole
      .slice(url.length)
      .replace(/^\s*\|?\s*/, '')
      .trim();
    return label ? `[${label}](${url})` : `<${url}>`;
  }
  const label = text.replace(/^\s*\|\s*/, '').trim();
  return label || `\`${target.trim()}\``;
}

/** The comment text of a JSDoc tag, as markdown. */
export function tagText(tag: ts.JSDocTag): string {
  return commentText(tag.comment);
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  if (comment === undefined) return '';
  if (typeof comment === 'string') return comment.trim();
  // Links inside tag comments: reuse the display-part conversion.
  const parts: ts.SymbolDisplayPart[] = [];
  for (const node of comment) {
    if (node.kind === ts.SyntaxKind.JSDocText) {
      parts.push({kind: 'text', text: node.text});
    } else {
      const link = node as ts.JSDocLink | ts.JSDocLinkCode | ts.JSDocLinkPlain;
      parts.push({kind: 'link', text: '{@link '});
      if (link.name) parts.push({kind: 'linkName', text: link.name.getText()});
      if (link.text) parts.push({kind: 'linkText', text: link.text});
      parts.push({kind: 'link', text: '}'});
    }
  }
  return partsToMarkdown(parts);
}

/** The JSDoc comments directly on a declaration (for a variable: on its statement). */
function jsDocsOf(declaration: ts.Node): ts.JSDoc[] {
  let node: ts.Node = declaration;
  if (ts.isVariableDeclaration(node)) node = node.parent.parent;
  return ts.getJSDocCommentsAndTags(node).filter((doc): doc is ts.JSDoc => ts.isJSDoc(doc));
}

/** The TSDoc of one declaration: the last comment before it counts. */
export function declarationDoc(declaration: ts.Node): DocComment {
  const docs = jsDocsOf(declaration);
  const doc = docs[docs.length - 1];
  if (!doc) return {description: '', hidden: false};
  const result: DocComment = {description: commentText(doc.comment), hidden: false};
  for (const tag of doc.tags ?? []) {
    const name = tag.tagName.text;
    if (name === 'deprecated') result.deprecated = tagText(tag) || 'Deprecated.';
    else if (name === 'default' || name === 'defaultValue') result.default = tagText(tag);
    else if (name === 'returns' || name === 'return') result.returns = tagText(tag);
    else if (name === 'docs-private') result.hidden = true;
  }
  return result;
}

/** The TSDoc of a symbol: from its first declaration in our sources that has one. */
export function symbolDoc(declarations: readonly ts.Node[]): DocComment {
  let found: DocComment = {description: '', hidden: false};
  for (const declaration of declarations) {
    const doc = declarationDoc(declaration);
    if (doc.hidden) return doc;
    if (!found.description && (doc.description || doc.deprecated)) found = doc;
  }
  return found;
}

/** The `@param` text of a parameter. */
export function parameterDescription(parameter: ts.ParameterDeclaration): string {
  const tag = ts.getJSDocParameterTags(parameter)[0];
  return tag ? tagText(tag).replace(/^-\s*/, '') : '';
}
