// @vitest-environment jsdom
import {join, resolve} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {extractApi} from './extract-api';
import {renderApiDescriptions} from './render-descriptions';

const rootDir = resolve(import.meta.dirname, '../..');
const fixture = (path: string) => join('tools/api/fixtures', path);

describe('renderApiDescriptions, with markup in doc comments', () => {
  let page: HTMLElement;

  // Every rendered markdown field of the hostile fixture, in one page. (A TypeScript program is
  // slow to make, so once for all the tests.)
  beforeAll(async () => {
    const api = extractApi({
      entryPoint: '@fixtures/hostile',
      file: fixture('hostile/index.ts'),
      rootDir,
    });
    const rendered = await renderApiDescriptions(api);
    const fn = rendered.functions.find((f) => f.name === 'announceResults')!;
    const options = rendered.types.find((t) => t.name === 'HostileOptions')!;
    page = document.createElement('main');
    page.innerHTML = [
      fn.description,
      fn.deprecated,
      fn.parameters[0]!.description,
      fn.returns.description,
      options.description,
      options.members![0]!.description,
    ].join('');
  }, 60_000);

  it('shows the HTML written in a comment as text', () => {
    expect(page.textContent).toContain('Announces "<count> results" to screen readers');
    expect(page.textContent).toContain(`<script>alert('doc')</script>`);
    expect(page.textContent).toContain('How many <count> results there are');
    expect(page.textContent).toContain('as <b>plain</b> text');
    expect(page.textContent).toContain('A <live-region> element');
  });

  it('adds no element, attribute or link address beyond what markdown makes', () => {
    const tags = new Set([...page.querySelectorAll('*')].map((element) => element.localName));
    expect([...tags].sort()).toEqual(['a', 'code', 'p']);
    const attributes = [...page.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().map((name) => `${element.localName}[${name}]`),
    );
    expect(new Set(attributes)).toEqual(new Set(['a[href]', 'a[rel]']));
    const links = [...page.querySelectorAll('a')].map((link) => [link.href, link.textContent]);
    expect(links).toEqual([['https://example.com/', 'the spec']]);
    // Links to other schemes keep their text.
    expect(page.textContent).toContain('run it, again and');
    expect(page.textContent).toContain('a picture');
  });
});
