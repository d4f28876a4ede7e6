import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {expect, test} from '@playwright/test';
import {
  createSearchEngine,
  unpackSearchDocuments,
  type PackedSearchDocument,
} from '@material-react/tools/search';

/**
 * The ranking, judged on the real docs: the documents this run's build indexed (the docs data the
 * MCP server reads holds the same documents the site's search loads), with the site's engine.
 * No browser: bench:search times the engine in one.
 */
const documents = unpackSearchDocuments(
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../build/docs-data/search-index.json', import.meta.url)),
      'utf8',
    ),
  ) as PackedSearchDocument[],
);
const engine = createSearchEngine(documents);

test.describe('search ranking over the docs', () => {
  const first = (query: string) => {
    const [best] = engine.search(query).results;
    return best && {title: best.document.title, url: best.document.url};
  };

  for (const [query, title, url] of [
    ['pagin', 'Paginator', '/components/paginator/overview'],
    ['Paginator', 'Paginator', '/components/paginator/overview'],
    ['tabel', 'Table', '/components/table/overview'],
    ['tooltp', 'Tooltip', '/components/tooltip/overview'],
    ['TOOLTIP', 'Tooltip', '/components/tooltip/overview'],
    ['table', 'Table', '/components/table/overview'],
    ['dialog', 'Dialog', '/components/dialog/overview'],
    ['overlay', 'Overlay', '/cdk/overlay/overview'],
    ['getting started', 'Getting started', '/guide/getting-started'],
    ['started getting', 'Getting started', '/guide/getting-started'],
  ]) {
    test(`"${query}" finds ${title} first`, () => {
      expect(first(query!)).toEqual({title, url});
    });
  }

  test('finds an API member by its name and lands on its row', () => {
    // Several components have a selectedIndex: members of that name come first.
    const top = engine
      .search('selectedIndex')
      .results.slice(0, 3)
      .map((result) => result.document.title);
    expect(top.every((title) => title.endsWith('.selectedIndex'))).toBe(true);
    expect(top).toContain('TabGroup.selectedIndex');
    expect(first('TabGroup selectedIndex')).toEqual({
      title: 'TabGroup.selectedIndex',
      url: '/components/tabs/api#tabs-tabgroup--selectedindex',
    });
    expect(first('tabgroup selectedindex')?.title).toBe('TabGroup.selectedIndex');
  });

  test('finds a CDK hook by its name', () => {
    expect(first('useListNavigation')).toEqual({
      title: 'useListNavigation',
      url: '/cdk/a11y/api#a11y-uselistnavigation',
    });
  });

  test('finds an example by its id and by its title', () => {
    const byId = first('table-http');
    expect(byId?.url).toBe('/components/table/examples#table-http');
    const title = documents.find((doc) => doc.url === byId?.url)!.title;
    expect(first(title)?.url).toBe('/components/table/examples#table-http');
  });

  test('puts a guide heading first for words only a guide has', () => {
    expect(first('dark theme')?.url).toMatch(/^\/guide\//);
  });

  test('groups results in the order of their best result', () => {
    const {groups, results} = engine.search('selectedIndex', {perGroup: 3});
    expect(groups[0]!.group).toBe('API');
    expect(groups[0]!.results[0]).toBe(results[0]);
    expect(groups.every((group) => group.results.length <= 3)).toBe(true);
    expect(new Set(groups.map((group) => group.group)).size).toBe(groups.length);
  });

  test('marks the matched words in the title and the excerpt', () => {
    const [best] = engine.search('focus trap').results;
    const marked = [...best!.title, ...best!.excerpt]
      .filter((part) => part.match)
      .map((part) => part.text.toLowerCase());
    expect(marked.some((text) => text.startsWith('focus'))).toBe(true);
    expect(marked.some((text) => text.startsWith('trap'))).toBe(true);
  });

  test('finds nothing for words the docs do not have, and nothing for blank input', () => {
    expect(engine.search('qwzxv').results).toEqual([]);
    expect(engine.search('   ').results).toEqual([]);
    expect(engine.search('!!').groups).toEqual([]);
  });
});
