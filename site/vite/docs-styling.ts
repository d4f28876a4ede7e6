import {dirname, join} from 'node:path';
import {readComponentTokens, type ComponentToken} from '../../tools/tokens/index';
import {itemSources, type DocItem} from '../app/docs/documentation-items';

/** The folder of an item's code, which holds its stylesheets: the overview's folder. */
function itemFolder(root: string, item: DocItem): string {
  return join(root, dirname(itemSources(item).overviewPath));
}

/**
 * The component tokens of an item, from the stylesheets in its folder, with their descriptions
 * (see `tools/tokens`), and what is wrong: an undocumented token, a description of a token no
 * stylesheet reads, or a manifest that gives the item a Styling tab it has no tokens for (or
 * none for tokens it has).
 */
export function itemTokens(
  root: string,
  item: DocItem,
): {tokens: ComponentToken[]; problems: string[]} {
  const {tokens, problems} = readComponentTokens(itemFolder(root, item), root);
  const hasTab = item.tabs.includes('styling');
  if (hasTab && tokens.length === 0) {
    problems.push(
      `${item.id} has a Styling tab but its stylesheets read no component token: mark it \`tokenless\` in site/app/docs/documentation-items.ts.`,
    );
  }
  if (!hasTab && tokens.length > 0) {
    problems.push(
      `${item.id} reads ${tokens.length} component tokens but has no Styling tab: remove \`tokenless\` from its entry in site/app/docs/documentation-items.ts.`,
    );
  }
  return {tokens, problems};
}

/** Every problem of every item's tokens (see {@link itemTokens}), for the build to fail on. */
export function tokenProblems(root: string, items: Iterable<DocItem>): string[] {
  return [...items].flatMap((item) => itemTokens(root, item).problems);
}
