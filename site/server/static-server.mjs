import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {join} from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/** Vite's hashed output: `name-<hash>.ext` under /assets/. Such files never change. */
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.[a-z0-9]+$/i;

/**
 * The production server: the prerendered build as static files. Hashed assets are cached for a
 * year; HTML and other unhashed files are revalidated on every visit. A path with no file gets
 * the client fallback page with status 404, so the client router can apply the redirect rules.
 */
export function createStaticServer(clientDir, {extraDir} = {}) {
  const fallbackHtml = readFileSync(join(clientDir, '__spa-fallback.html'));
  const compress = compression();
  const serveFile = sirv(clientDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const notFound = (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : fallbackHtml);
  };

  // Files that only the end-to-end tests need (a service worker to remove, for one) come from a
  // directory of their own, never from the build.
  const serveExtra = extraDir
    ? sirv(extraDir, {dev: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache')})
    : (_req, _res, next) => next();

  return createServer((req, res) => {
    compress(req, res, () => {
      // The fallback page is for unknown paths only, never served under its own name.
      if (req.url?.startsWith('/__spa-fallback')) return notFound(req, res);
      serveExtra(req, res, () => serveFile(req, res, () => notFound(req, res)));
    });
  });
}
