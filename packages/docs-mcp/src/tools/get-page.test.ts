// @vitest-environment node
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient} from '../fixtures/fixture-store';
import {normalizePagePath} from './get-page';

const SITE = 'https://docs.example.test';

describe('normalizePagePath', () => {
  it.each([
    ['/components/button/overview', '/components/button/overview'],
    ['components/button/overview', '/components/button/overview'],
    ['/components/button/overview.md', '/components/button/overview'],
    ['components/button/overview/', '/components/button/overview'],
    [`${SITE}/components/button/overview`, '/components/button/overview'],
    [`${SITE}/components/button/overview.md?x=1#variants`, '/components/button/overview'],
    ['/guide/getting-started#install-the-packages', '/guide/getting-started'],
    ['/', '/'],
    ['index', '/'],
    ['/index.md', '/'],
    [SITE, '/'],
  ])('reads %s as %s', (input, path) => {
    expect(normalizePagePath(input, SITE)).toBe(path);
  });

  it('reads URLs of a site that lives under a path', () => {
    expect(normalizePagePath('https://x.test/docs/guide/a.md', 'https://x.test/docs')).toBe(
      '/guide/a',
    );
    expect(() => normalizePagePath('https://x.test/other/a', 'https://x.test/docs')).toThrow(
      /not a page of the docs/,
    );
  });

  it.each(['../secrets', '/components/../../etc/passwd', 'guide/%2e%2e/%2e%2e/x', '..\\..\\x'])(
    'refuses %s, which leaves the pages',
    (input) => {
      expect(() => normalizePagePath(input, SITE)).toThrow(/leaves the docs' pages/);
    },
  );

  it('refuses another site, and an empty path', () => {
    expect(() => normalizePagePath('https://elsewhere.test/components', SITE)).toThrow(
      /is not a page of the docs \(https:\/\/docs\.example\.test\)/,
    );
    expect(() => normalizePagePath('  ', SITE)).toThrow(/The path is empty/);
  });
});

describe('get_page', () => {
  let connection: Awaited<ReturnType<typeof connectFixtureClient>>;
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  it("gives a page's Markdown twin as it is", async () => {
    const {text, isError} = await connection.call('get_page', {path: 'cdk/a11y/overview.md'});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Accessibility\n\n## Focus origin\n/);
    expect((await connection.call('get_page', {path: '/'})).text).toMatch(/^# Material for React/);
  });

  it("gives an item's overview for its path without a tab", async () => {
    const {text} = await connection.call('get_page', {path: `${SITE}/components/tooltip`});
    expect(text).toMatch(/^# Tooltip\n\n## Positions/);
  });

  it('names the nearest pages when there is none at the path', async () => {
    const {text, isError} = await connection.call('get_page', {path: '/components/buton/overview'});
    expect(isError).toBe(true);
    expect(text).toMatch(
      /^There is no page at \/components\/buton\/overview\. Did you mean: `\/components\/button\/overview`/,
    );
  });

  it('refuses a path that leaves the pages', async () => {
    const {text, isError} = await connection.call('get_page', {path: '../../docs.json'});
    expect(isError).toBe(true);
    expect(text).toContain("leaves the docs' pages");
  });
});
