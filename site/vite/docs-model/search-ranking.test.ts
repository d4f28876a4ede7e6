// @vitest-environment node
import {beforeAll, describe, expect, it} from 'vitest';
import type {SearchDocument} from '../../../tools/search/index';
import {createSearchEngine, type SearchEngine} from '../../app/search/search-engine';
import {collectSearchDocuments} from './search-documents';

/**
 * The ranking, judged on the real docs: the index is built from the manifest and the rendered
 * content exactly as the site's build does.
 */
describe('search ranking over the docs', () => {
  let documents: SearchDocument[];
  let engine: SearchEngine;

  // Rendering every page (and measuring the entry points for the "Bundle size" guide's table)
  // takes about 50 s on a busy 2-core machine: room to finish.
  beforeAll(async () => {
    documents = await collectSearchDocuments({strict: false});
    engine = createSearchEngine(documents);
  }, 180_000);

  const first = (query: string) => {
    const [best] = engine.search(query).results;
    return best && {title: best.document.title, url: best.document.url};
  };

  it.each([
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
  ])('"%s" finds %s first', (query, title, url) => {
    expect(first(query)).toEqual({title, url});
  });

  it('finds an API member by its name and lands on its row', () => {
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

  it('finds a CDK hook by its name', () => {
    expect(first('useListNavigation')).toEqual({
      title: 'useListNavigation',
      url: '/cdk/a11y/api#a11y-uselistnavigation',
    });
  });

  it('finds an example by its id and by its title', () => {
    const byId = first('table-http');
    expect(byId?.url).toBe('/components/table/examples#table-http');
    const title = documents.find((doc) => doc.url === byId?.url)!.title;
    expect(first(title)?.url).toBe('/components/table/examples#table-http');
  });

  it('puts a guide heading first for words only a guide has', () => {
    expect(first('dark theme')?.url).toMatch(/^\/guide\//);
  });

  it('groups results in the order of their best result', () => {
    const {groups, results} = engine.search('selectedIndex', {perGroup: 3});
    expect(groups[0]!.group).toBe('API');
    expect(groups[0]!.results[0]).toBe(results[0]);
    expect(groups.every((group) => group.results.length <= 3)).toBe(true);
    expect(new Set(groups.map((group) => group.group)).size).toBe(groups.length);
  });

  it('marks the matched words in the title and the excerpt', () => {
    const [best] = engine.search('focus trap').results;
    const marked = [...best!.title, ...best!.excerpt]
      .filter((part) => part.match)
      .map((part) => part.text.toLowerCase());
    expect(marked.some((text) => text.startsWith('focus'))).toBe(true);
    expect(marked.some((text) => text.startsWith('trap'))).toBe(true);
  });

  it('finds nothing for words the docs do not have, and nothing for blank input', () => {
    expect(engine.search('qwzxv').results).toEqual([]);
    expect(engine.search('   ').results).toEqual([]);
    expect(engine.search('!!').groups).toEqual([]);
  });
});
