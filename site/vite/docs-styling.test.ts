import {describe, expect, it} from 'vitest';
import {SECTIONS, getItems, type DocItem} from '../app/docs/documentation-items';
import {REPO_DIR} from './docs-model/sources';
import {itemTokens, tokenProblems} from './docs-styling';

const allItems = SECTIONS.flatMap((section) => getItems(section.key));

describe('the library tokens', () => {
  // The check the build runs: every token read is described, no description is left over, and
  // exactly the items with tokens have a Styling tab.
  it('are all described, and the manifest gives a Styling tab to exactly the items with tokens', () => {
    expect(tokenProblems(REPO_DIR, allItems)).toEqual([]);
  });

  it('come from the stylesheets, with the system token each falls back to', () => {
    const button = allItems.find((item) => item.id === 'button')!;
    const filled = itemTokens(REPO_DIR, button).tokens.find(
      (token) => token.name === '--mat-button-filled-container-color',
    );
    expect(filled).toMatchObject({systemToken: '--mat-sys-primary', kind: 'color'});
    expect(filled?.description).not.toBe('');
  });
});

describe('itemTokens', () => {
  it('reports a Styling tab without tokens, and tokens without a tab', () => {
    const overlay = allItems.find((item) => item.id === 'overlay')!;
    const withTab: DocItem = {...overlay, tabs: ['overview', 'api', 'styling', 'examples']};
    expect(itemTokens(REPO_DIR, withTab).problems).toEqual([
      expect.stringContaining(
        'overlay has a Styling tab but its stylesheets read no component token',
      ),
    ]);
    const button = allItems.find((item) => item.id === 'button')!;
    const withoutTab: DocItem = {...button, tabs: ['overview', 'api', 'examples']};
    expect(itemTokens(REPO_DIR, withoutTab).problems).toEqual([
      expect.stringMatching(/^button reads \d+ component tokens but has no Styling tab/),
    ]);
  });
});
