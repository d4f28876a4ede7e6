import {describe, expect, it} from 'vitest';
import {prerenderPaths} from '../app/docs/site-pages';
import {siteUrlFromEnv} from './build-env';
import {renderSitemap} from './sitemap-plugin';

describe('renderSitemap', () => {
  it('lists every path as an absolute URL under the site address, with one slash between', () => {
    const siteUrl = siteUrlFromEnv({VITE_SITE_URL: 'https://docs.test/'});
    const xml = renderSitemap(['/', '/guides', '/components/button/api'], siteUrl);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://docs.test/</loc>',
      '<loc>https://docs.test/guides</loc>',
      '<loc>https://docs.test/components/button/api</loc>',
    ]);
  });

  it('escapes XML in paths', () => {
    expect(renderSitemap(['/a&b'], 'https://docs.test')).toContain(
      '<loc>https://docs.test/a&amp;b</loc>',
    );
  });

  it('covers every prerendered page once', () => {
    const paths = prerenderPaths();
    const xml = renderSitemap(paths, 'https://docs.test');
    expect(xml.match(/<loc>/g)).toHaveLength(paths.length);
  });
});
