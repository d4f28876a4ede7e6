// @vitest-environment node
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  createSearchEngine,
  unpackSearchDocuments,
  type PackedSearchDocument,
} from '@material-react/tools/search';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient, FIXTURE_DATA_DIR} from './fixtures/fixture-store';
import type {SearchDocsResult} from './tools/search-docs';

/**
 * The site builds its search with `createSearchEngine` from `@material-react/tools/search` over
 * the same index (`site/app/search/search-engine.ts` re-exports it, and its test checks that):
 * the MCP server must list the same results in the same order.
 */
describe('search_docs ranks as the site does', () => {
  let connection: Awaited<ReturnType<typeof connectFixtureClient>>;
  const packed = JSON.parse(
    readFileSync(join(FIXTURE_DATA_DIR, 'search-index.json'), 'utf8'),
  ) as PackedSearchDocument[];
  const siteEngine = createSearchEngine(unpackSearchDocuments(packed));
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  it.each([
    'tooltip',
    'tooltp',
    'dialog',
    'focus origin',
    'origin focus',
    'usefoc',
    'disabledInteractive',
    'button-overview',
    'the',
    'keyboard list navigation',
  ])('"%s"', async (query) => {
    const limit = 50;
    const {result} = await connection.call('search_docs', {query, limit});
    const results = (result.structuredContent as {results: SearchDocsResult[]}).results;
    const expected = siteEngine.search(query, {limit}).results.map(({document}) => ({
      title: document.title,
      url: `https://docs.example.test${document.url}`,
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(results.map(({title, url}) => ({title, url}))).toEqual(expected);
  });
});
