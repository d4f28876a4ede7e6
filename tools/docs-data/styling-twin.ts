import type {ComponentToken} from '../tokens/component-tokens';
import {overridesCss} from '../tokens/overrides-css';
import {blocks, fence, heading, inlineCode, table} from './markdown-text';
import {tabLinks, type TwinItem} from './markdown-twins';

/**
 * The twin of a component's Styling tab: how to set its tokens, then a table of every token with
 * what it styles and its fallback, as the page shows them (the resolved values depend on the
 * visitor's theme, so the twin has none).
 */
export function stylingPageMarkdown(
  siteUrl: string,
  item: TwinItem,
  tokens: readonly ComponentToken[],
): string {
  // The example sets a colour to a system token, the override that survives a dark theme.
  const first = tokens.find((token) => token.kind === 'color' && token.systemToken) ?? tokens[0];
  const example =
    first &&
    overridesCss(
      {[first.name]: first.systemToken ? `var(${first.systemToken})` : first.fallback},
      item.id,
    );
  return `${blocks(
    heading(
      item.name,
      `Styling of ${item.name}: the component tokens it reads, with their fallbacks.`,
    ),
    tabLinks(siteUrl, item, 'styling'),
    `${item.name} reads its colours, shapes, sizes and type from the component tokens below; a token that is not set falls back to the system token or value shown. Set tokens on a class of your own, on the components or an element around them, or on \`:root\` to restyle every one:`,
    example && fence(example, 'css'),
    '## Tokens',
    table(
      ['Token', 'What it styles', 'Falls back to'],
      tokens.map((token) => [
        inlineCode(token.name),
        token.description,
        inlineCode(token.fallback),
      ]),
    ),
  )}\n`;
}
