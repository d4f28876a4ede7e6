import {describe, expect, it} from 'vitest';
import {prerenderPaths} from '../app/docs/site-pages';
import {cardPathOf, describePage} from './share-pages';

describe('describePage', () => {
  it('describes every prerendered page, each with its own card text', () => {
    const pages = prerenderPaths().map((path) => describePage(path, 'The page.'));
    for (const page of pages) {
      expect(page.card.heading).not.toBe('');
      expect(page.card.summary).not.toBe('');
    }
    const cards = new Set(pages.map((page) => JSON.stringify(page.card)));
    expect(cards.size).toBe(pages.length);
  });

  it('gives every page but the homepage a trail from the homepage through prerendered pages', () => {
    const prerendered = new Set(prerenderPaths());
    for (const path of prerendered) {
      const {breadcrumbs} = describePage(path, 'The page.');
      if (path === '/') {
        expect(breadcrumbs).toEqual([]);
        continue;
      }
      expect(breadcrumbs[0]).toEqual({name: 'Material for React', path: '/'});
      expect(breadcrumbs.at(-1)?.path).toBe(path);
      for (const crumb of breadcrumbs) expect(prerendered).toContain(crumb.path);
    }
  });

  it('walks an item tab through its section and item', () => {
    expect(describePage('/cdk/table/api', '').breadcrumbs).toEqual([
      {name: 'Material for React', path: '/'},
      {name: 'CDK', path: '/cdk/categories'},
      {name: 'CDK Table', path: '/cdk/table/overview'},
      {name: 'API', path: '/cdk/table/api'},
    ]);
    expect(describePage('/components/button/overview', '').breadcrumbs.map((c) => c.name)).toEqual([
      'Material for React',
      'Components',
      'Button',
    ]);
  });

  it('walks a guide through the guide list', () => {
    const page = describePage('/guide/getting-started', '');
    expect(page.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      '/guides',
      '/guide/getting-started',
    ]);
    expect(page.card).toMatchObject({heading: 'Getting started', kicker: 'Guide'});
  });

  it('makes overviews and guides articles with their markdown file, and nothing else', () => {
    expect(describePage('/components/button/overview', '').article).toEqual({
      headline: 'Button',
      sourceFile: 'packages/material/src/button/button.md',
    });
    expect(describePage('/guide/theming', '').article?.sourceFile).toBe('site/guides/theming.md');
    expect(describePage('/components/button/api', '').article).toBeUndefined();
    expect(describePage('/guides', '').article).toBeUndefined();
  });

  it('takes the summary of pages the manifest does not describe from their description', () => {
    expect(describePage('/search', 'Search everything.').card).toEqual({
      heading: 'Search',
      kicker: 'Documentation',
      summary: 'Search everything.',
    });
  });

  it('refuses a page it has no card for', () => {
    expect(() => describePage('/components/nothing/overview', '')).toThrow(/no social card/i);
    expect(() => describePage('/guide/nothing', '')).toThrow(/no social card/i);
  });
});

describe('cardPathOf', () => {
  it('puts each card under /og/ at its page’s path', () => {
    expect(cardPathOf('/')).toBe('/og/index.png');
    expect(cardPathOf('/components/button/api')).toBe('/og/components/button/api.png');
  });
});
