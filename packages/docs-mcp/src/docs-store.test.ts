// @vitest-environment node
import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DocsDataError, loadDocsStore} from './docs-store';
import {FIXTURE_DATA_DIR, fixtureStore} from './fixtures/fixture-store';

describe('loadDocsStore', () => {
  it('reads the docs, the search documents and the list of pages', () => {
    const store = fixtureStore();
    expect(store.docs.siteUrl).toBe('https://docs.example.test');
    expect(store.documents[0]).toMatchObject({id: 0, title: 'Button', level: 'page'});
    expect(store.pagePaths).toContain('/');
    expect(store.pagePaths).toContain('/components/button/overview');
    expect(store.readPage('/guide/getting-started')).toMatch(/^# Getting started/);
    expect(() => store.readPage('/nowhere')).toThrow(DocsDataError);
  });

  it('builds the search engine once, when first asked', () => {
    const store = fixtureStore();
    expect(store.engine()).toBe(store.engine());
    expect(store.engine().size).toBe(store.documents.length);
  });

  describe('with broken data', () => {
    let dir: string;
    beforeEach(() => {
      dir = join(mkdtempSync(join(tmpdir(), 'docs-mcp-data-')), 'docs-data');
      cpSync(FIXTURE_DATA_DIR, dir, {recursive: true});
    });
    afterEach(() => rmSync(join(dir, '..'), {recursive: true, force: true}));

    it('says when the directory is missing', () => {
      expect(() => loadDocsStore(join(dir, 'missing'))).toThrow(
        /There is no docs data directory at .*missing/,
      );
    });

    it('says which file is missing or unreadable', () => {
      rmSync(join(dir, 'search-index.json'));
      expect(() => loadDocsStore(dir)).toThrow(/has no search-index\.json/);
      writeFileSync(join(dir, 'docs.json'), '{not json');
      expect(() => loadDocsStore(dir)).toThrow(/docs\.json is not valid JSON/);
      writeFileSync(join(dir, 'docs.json'), '{"sections": 1}');
      expect(() => loadDocsStore(dir)).toThrow(/does not look like the docs data/);
    });

    it('says when the pages are missing', () => {
      rmSync(join(dir, 'pages'), {recursive: true});
      expect(() => loadDocsStore(dir)).toThrow(/has no pages\/ folder/);
    });
  });
});
