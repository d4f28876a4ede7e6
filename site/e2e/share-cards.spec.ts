import type {APIRequestContext, Page} from '@playwright/test';
import {expect, test, waitForApp} from './fixtures';

/** The site's public address, as the build wrote it into the sitemap (`VITE_SITE_URL`). */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!).origin;
}

/** A PNG's width and height, from its IHDR chunk, after checking the PNG signature. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

/** The share tags of the page's head as the hydrated document has them. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      title: document.title,
      description: meta('description'),
      ogTitle: meta('og:title'),
      ogDescription: meta('og:description'),
      ogUrl: meta('og:url'),
      ogType: meta('og:type'),
      ogImage: meta('og:image'),
      ogImageWidth: meta('og:image:width'),
      ogImageHeight: meta('og:image:height'),
      twitterCard: meta('twitter:card'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

const HOME = 'Material for React';

/** Each kind of page, with the trail its breadcrumbs should show and whether it is an article. */
const PAGES: {path: string; trail: string[]; article: boolean}[] = [
  {path: '/', trail: [], article: false},
  {path: '/components/button/overview', trail: [HOME, 'Components', 'Button'], article: true},
  {path: '/components/button/api', trail: [HOME, 'Components', 'Button', 'API'], article: false},
  {path: '/cdk/table/overview', trail: [HOME, 'CDK', 'CDK Table'], article: true},
  {path: '/components/categories', trail: [HOME, 'Components'], article: false},
  {path: '/guide/getting-started', trail: [HOME, 'Guides', 'Getting started'], article: true},
  {path: '/guides', trail: [HOME, 'Guides'], article: false},
  {path: '/search', trail: [HOME, 'Search'], article: false},
];

test.describe('pages that share and index well', () => {
  for (const {path, trail, article} of PAGES) {
    test(`${path} has its card, canonical link and structured data`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const origin = await siteOrigin(request);
      const url = origin + path;
      await page.goto(path);
      await waitForApp(page);
      // Read after hydration: the tags the build added are still there.
      const tags = await headTags(page);

      expect(tags.canonical).toBe(url);
      expect(tags.ogUrl).toBe(url);
      expect(tags.ogTitle).toBe(tags.title);
      expect(tags.ogDescription).toBe(tags.description);
      expect(tags.ogType).toBe(article ? 'article' : 'website');
      expect(tags.twitterCard).toBe('summary_large_image');
      expect([tags.ogImageWidth, tags.ogImageHeight]).toEqual(['1200', '630']);
      expect(tags.ogImage).toMatch(new RegExp(`^${origin}/og/.+\\.png$`));

      // The card is in the build, at the same path on this server.
      const card = await request.get(new URL(tags.ogImage!).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      expect(pngSize(await card.body())).toEqual({width: 1200, height: 630});

      // The JSON-LD parses; its trail names the page's place, with absolute URLs.
      const data = tags.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(data.map((item) => item['@type'])).toEqual([
        path === '/' ? 'WebSite' : 'BreadcrumbList',
        ...(article ? ['TechArticle'] : []),
      ]);
      if (trail.length > 0) {
        const items = data[0]!.itemListElement as {position: number; name: string; item: string}[];
        expect(items.map((item) => item.name)).toEqual(trail);
        expect(items.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1));
        expect(items[0]!.item).toBe(`${origin}/`);
        expect(items.at(-1)!.item).toBe(url);
      }
      if (article) {
        expect(data[1]).toMatchObject({url, image: tags.ogImage});
        expect(String(data[1]!.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      // No CSP violation (the fixture checks) and no hydration complaint about the head.
      expect(consoleErrors).toEqual([]);
    });
  }
});
