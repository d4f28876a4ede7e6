import {describe, expect, it} from 'vitest';
import type {SearchDocument} from './search-documents';
import {
  createSearchEngine,
  createSearchEngineInSlices,
  excerptOf,
  INDEX_SLICE_SIZE,
  splitWords,
  tokenize,
} from './search-engine';

const doc = (id: number, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  group: 'Components',
  level: 'page',
  title: '',
  location: 'Components · Overview',
  url: `/components/item-${id}/overview`,
  keywords: '',
  text: '',
  ...fields,
});

describe('tokenize', () => {
  it('splits words and camel-cased names into parts and their closing compounds', () => {
    expect(tokenize('defaultSelectedIndex, table-http')).toEqual([
      'defaultSelectedIndex',
      'default',
      'Selected',
      'Index',
      'SelectedIndex',
      'table',
      'http',
    ]);
    expect(splitWords('selectedIndex  table-http')).toEqual(['selectedIndex', 'table', 'http']);
  });
});

describe('excerptOf', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The focus trap keeps focus inside. ${'More text follows here. '.repeat(10)}`;

  it('cuts around the first matched word, at word boundaries, marking the cuts', () => {
    const excerpt = excerptOf(text, ['trap'], 80);
    expect(excerpt).toMatch(/^…/);
    expect(excerpt).toMatch(/…$/);
    expect(excerpt).toContain('focus trap keeps');
    expect(excerpt.length).toBeLessThanOrEqual(82);
    expect(excerpt.slice(1, -1)).toBe(excerpt.slice(1, -1).trim());
  });

  it('keeps a short text whole and starts at the beginning without a match', () => {
    expect(excerptOf('Short.', ['x'])).toBe('Short.');
    expect(excerptOf(text, ['nothing'], 40)).toMatch(/^Lorem ipsum/);
  });
});

describe('createSearchEngine', () => {
  const engine = createSearchEngine([
    doc(0, {title: 'Table', keywords: 'table', text: 'Rows and columns of data.'}),
    doc(1, {title: 'Sorting a table', level: 'section', text: 'Click a header to sort.'}),
    doc(2, {
      title: 'TabGroup.selectedIndex',
      group: 'API',
      level: 'member',
      keywords: 'selectedIndex',
      location: 'Tabs · API · TabGroup',
      url: '/components/tabs/api#tabs-tabgroup--selectedindex',
      text: 'The index of the selected tab.',
    }),
    doc(3, {title: 'Tooltip', keywords: 'tooltip', text: 'A hint on hover.'}),
    doc(4, {title: 'Table', group: 'CDK', keywords: 'table', url: '/cdk/table/overview'}),
    doc(5, {title: 'Colours', group: 'Guides', text: 'Give them the themes you like.'}),
  ]);
  const titles = (query: string) => engine.search(query).results.map((r) => r.document.title);

  it('ranks the page named like the query first, a component before a CDK module', () => {
    const [first, second] = engine.search('table').results;
    expect(first?.document.url).toBe('/components/item-0/overview');
    expect(second?.document.url).toBe('/cdk/table/overview');
  });

  it('forgives prefixes, typos, swapped letters, case and word order', () => {
    expect(titles('tool')[0]).toBe('Tooltip');
    expect(titles('tooltp')[0]).toBe('Tooltip');
    expect(titles('tabel')[0]).toBe('Table');
    expect(titles('TOOLTIP')[0]).toBe('Tooltip');
    expect(titles('table sorting')[0]).toBe('Sorting a table');
    expect(titles('sorting table')[0]).toBe('Sorting a table');
  });

  it('needs every word, and falls back to any word when nothing has them all', () => {
    expect(engine.search('table rows').results.map((r) => r.document.id)).toEqual([0]);
    expect(titles('tooltip zzzzqqq')).toEqual(['Tooltip']);
  });

  it('marks the matched words in the title and the excerpt', () => {
    const [result] = engine.search('selectedIndex').results;
    expect(result?.title).toEqual([
      {text: 'TabGroup.', match: false},
      {text: 'selectedIndex', match: true},
    ]);
    expect(result?.excerpt.some((part) => part.match)).toBe(false);
    const [hover] = engine.search('hov').results;
    expect(hover?.excerpt).toContainEqual({text: 'hover', match: true});
  });

  it('matches one or two letters against names only', () => {
    expect(titles('ho')).toEqual([]);
    expect(titles('hov')).toEqual(['Tooltip']);
    expect(titles('to')[0]).toBe('Tooltip');
  });

  it('marks words matched with a typo only when the query word matched nothing better', () => {
    const marked = (query: string) =>
      engine
        .search(query)
        .results.find((r) => r.document.id === 5)!
        .excerpt.filter((part) => part.match)
        .map((part) => part.text);
    expect(marked('theme')).toEqual(['themes']);
    expect(marked('thems')).toEqual(['them', 'themes']);
  });

  it('limits results per group and in all, groups in the order of their best result', () => {
    const found = engine.search('table', {perGroup: 1});
    expect(found.groups.map((group) => [group.group, group.results.length])).toEqual([
      ['Components', 1],
      ['CDK', 1],
    ]);
    expect(engine.search('table', {limit: 1}).results).toHaveLength(1);
  });

  it('finds nothing for blank or punctuation-only input', () => {
    expect(engine.search('').results).toEqual([]);
    expect(engine.search(' .-/ ').groups).toEqual([]);
    expect(engine.size).toBe(6);
  });
});

describe('createSearchEngineInSlices', () => {
  // Enough documents for three slices; every one is found by a word of its own.
  const documents = Array.from({length: INDEX_SLICE_SIZE * 2 + 7}, (_, id) =>
    doc(id, {title: `Item ${id}`, keywords: `keyword${id}`, text: `Text of item number ${id}.`}),
  );

  it('builds the engine a slice at a time, pausing between two slices', async () => {
    let pauses = 0;
    const engine = await createSearchEngineInSlices(documents, async () => void pauses++);
    expect(pauses).toBe(2);
    expect(engine.size).toBe(documents.length);
    for (const id of [0, INDEX_SLICE_SIZE, documents.length - 1]) {
      expect(engine.search(`keyword${id}`).results[0]!.document.id).toBe(id);
    }
  });

  it('goes on only once each pause is over', async () => {
    const releases: (() => void)[] = [];
    let done = false;
    const building = createSearchEngineInSlices(
      documents,
      () => new Promise<void>((resolve) => releases.push(resolve)),
    ).then((engine) => ((done = true), engine));
    await Promise.resolve();
    expect(releases).toHaveLength(1);
    releases[0]!();
    await new Promise((resolve) => setTimeout(resolve));
    expect(releases).toHaveLength(2);
    expect(done).toBe(false);
    releases[1]!();
    await building;
    expect(done).toBe(true);
  });

  it('ranks as the engine built at once does', async () => {
    const sliced = await createSearchEngineInSlices(documents, async () => {});
    const whole = createSearchEngine(documents);
    for (const query of ['item', 'number 12', 'keyword15', 'text']) {
      const ids = (engine: typeof whole) =>
        engine
          .search(query, {limit: 20})
          .results.map((result) => [result.document.id, result.score]);
      expect(ids(sliced)).toEqual(ids(whole));
    }
  });
});
