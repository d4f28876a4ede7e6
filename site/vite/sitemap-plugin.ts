import type {Plugin} from 'vite';
import {prerenderPaths} from '../app/docs/site-pages';
import {siteUrlFromEnv} from './build-env';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap of every prerendered page, with absolute URLs under `siteUrl` (without a trailing
 * slash, as `siteUrlFromEnv` gives it).
 */
export function renderSitemap(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Writes `/sitemap.xml` (every page the site prerenders, from the one manifest) and a
 * `/robots.txt` that points to it. `VITE_SITE_URL` sets the public address.
 */
export function sitemap(): Plugin {
  const siteUrl = siteUrlFromEnv();
  const files = () => ({
    'sitemap.xml': renderSitemap(prerenderPaths(), siteUrl),
    'robots.txt': `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`,
  });
  return {
    name: 'docs-sitemap',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        const body = (files() as Record<string, string>)[name];
        if (body === undefined) return next();
        res.setHeader('Content-Type', name.endsWith('.xml') ? 'application/xml' : 'text/plain');
        res.end(body);
      });
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const [fileName, source] of Object.entries(files())) {
        this.emitFile({type: 'asset', fileName, source});
      }
    },
  };
}
