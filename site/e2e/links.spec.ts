import {prerenderPaths} from '../app/docs/site-pages';
import {expect, test} from './fixtures';

/** The values of one attribute across an HTML document. */
function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

test.describe('links', () => {
  test('every internal link and #anchor of every page resolves', async ({request}) => {
    test.setTimeout(120_000);
    const pages = new Map<string, string>();
    for (const path of prerenderPaths()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      pages.set(path, await response.text());
    }
    const idsOf = new Map(
      [...pages].map(([path, html]) => [path, new Set(attributeValues(html, 'id'))]),
    );

    const broken: string[] = [];
    const checkedFiles = new Map<string, number>();
    for (const [path, html] of pages) {
      for (const href of attributeValues(html, 'href')) {
        if (/^(?:[a-z]+:)?\/\//i.test(href) || /^(?:mailto|tel):/i.test(href)) continue;
        const url = new URL(href, `http://site${path}`);
        const target = url.pathname;
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (pages.has(target)) {
          if (fragment && !idsOf.get(target)!.has(fragment)) broken.push(`${path}: ${href}`);
          continue;
        }
        // Not a page: a file such as a stylesheet, font or icon must exist.
        let status = checkedFiles.get(target);
        if (status === undefined) {
          status = (await request.get(target)).status();
          checkedFiles.set(target, status);
        }
        if (status !== 200) broken.push(`${path}: ${href} (${status})`);
      }
    }
    expect(broken).toEqual([]);
    expect(pages.size).toBeGreaterThan(100);
  });

  test('the sitemap lists every page', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(locations.sort()).toEqual([...prerenderPaths()].sort());
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });

  test('every page has its own title and description', async ({request}) => {
    const titles = new Set<string>();
    for (const path of prerenderPaths()) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      titles.add(title!);
    }
    expect(titles.size).toBe(prerenderPaths().length);
  });
});
