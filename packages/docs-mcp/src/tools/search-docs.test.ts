// @vitest-environment node
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient} from '../fixtures/fixture-store';
import type {SearchDocsResult} from './search-docs';

type Connection = Awaited<ReturnType<typeof connectFixtureClient>>;

describe('search_docs', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  const search = async (args: Record<string, unknown>) => {
    const answer = await connection.call('search_docs', args);
    const structured = answer.result.structuredContent as
      {query: string; results: SearchDocsResult[]} | undefined;
    return {...answer, results: structured?.results ?? []};
  };

  it('finds a component page first, with where it lives, its URL, page and excerpt', async () => {
    const {text, results, isError} = await search({query: 'tooltip'});
    expect(isError).toBe(false);
    expect(results[0]).toEqual({
      title: 'Tooltip',
      group: 'Components',
      level: 'page',
      where: 'Components › Tooltip › Overview',
      section: 'components',
      item: 'tooltip',
      tab: 'overview',
      page: '/components/tooltip/overview',
      url: 'https://docs.example.test/components/tooltip/overview',
      excerpt: expect.stringContaining('A text label shown'),
    });
    expect(text).toContain(
      '1. **Tooltip** (Components, page)\n' +
        '   Components › Tooltip › Overview: https://docs.example.test/components/tooltip/overview\n' +
        '   Page: /components/tooltip/overview',
    );
  });

  it('gives a heading its heading and anchor, and an API symbol its row on the API page', async () => {
    const headings = await search({query: 'live announcements'});
    expect(headings.results[0]).toMatchObject({
      level: 'section',
      heading: 'Live announcements',
      anchor: 'live-announcements',
      where: 'CDK › Accessibility › Overview',
      url: 'https://docs.example.test/cdk/a11y/overview#live-announcements',
    });
    const symbol = await search({query: 'useFocusOrigin'});
    expect(symbol.results[0]).toMatchObject({
      title: 'useFocusOrigin',
      group: 'API',
      level: 'symbol',
      where: 'CDK › Accessibility › API',
      tab: 'api',
      anchor: 'a11y-usefocusorigin',
      page: '/cdk/a11y/api',
      url: 'https://docs.example.test/cdk/a11y/api#a11y-usefocusorigin',
    });
  });

  it('finds guides and examples', async () => {
    const guide = await search({query: 'getting started'});
    expect(guide.results[0]).toMatchObject({
      title: 'Getting started',
      where: 'Guides › Getting started',
      guide: 'getting-started',
      url: 'https://docs.example.test/guide/getting-started',
    });
    const example = await search({query: 'custom position'});
    expect(example.results[0]).toMatchObject({
      level: 'example',
      anchor: 'tooltip-position',
      url: 'https://docs.example.test/components/tooltip/examples#tooltip-position',
    });
  });

  it('returns at most `limit` results, ten by default', async () => {
    expect((await search({query: 'tooltip', limit: 2})).results).toHaveLength(2);
    const all = await search({query: 'the', limit: 50});
    expect(all.results.length).toBeGreaterThan(10);
    expect((await search({query: 'the'})).results).toHaveLength(10);
  });

  it('says so when nothing matches, without an error', async () => {
    const {text, results, isError} = await search({query: 'zzzzqqq'});
    expect(isError).toBe(false);
    expect(results).toEqual([]);
    expect(text).toContain('Nothing in the docs matches "zzzzqqq"');
  });

  it('refuses an empty query, one without words, and one that is too long', async () => {
    const empty = await search({query: '  \n '});
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain('The query is empty');
    const punctuation = await search({query: '?!'});
    expect(punctuation.isError).toBe(true);
    expect(punctuation.text).toContain('no letters or digits');
    const long = await search({query: 'tooltip '.repeat(70)});
    expect(long.isError).toBe(true);
    expect(long.text).toContain('The query is longer than 500 characters');
  });

  it('refuses a limit out of range', async () => {
    const zero = await search({query: 'tooltip', limit: 0});
    expect(zero.isError).toBe(true);
    expect(zero.text).toMatch(/limit/);
    const many = await search({query: 'tooltip', limit: 51});
    expect(many.isError).toBe(true);
    expect(many.text).toMatch(/limit/);
  });
});
