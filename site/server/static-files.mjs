// @ts-check
/**
 * The files: the build's client directory through sirv, with compression and cache lifetimes.
 * Hashed assets are cached for a year; HTML and other unhashed files are revalidated on every
 * visit.
 */
import compression from 'compression';
import sirv from 'sirv';
import {normalizeRange} from './byte-ranges.mjs';
import {setNegotiatedType} from './content-negotiation.mjs';

/**
 * Vite's hashed output: `name-<hash>.ext` under /assets/. Such files never change. A hash has a
 * digit, a capital, `_` or `-` in it, which tells it from a word: `pink-bluegrey.css` is a theme
 * that changes with each release. (A hash that happens to be all small letters only loses the
 * long cache, which is harmless.)
 */
export const HASHED_ASSET = /^\/assets\/.+-(?=[\w-]*[A-Z0-9_-])[\w-]{8,}\.[a-z0-9]+$/;
/** A path whose last segment has an extension other than .html: a file, not a page. */
const ASSET_PATH = /\.(?!html?$)[^/.]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether a decoded request path names a page of the build rather than another file.
 *
 * @param {string} pathname
 */
export function isPagePath(pathname) {
  return !ASSET_PATH.test(pathname);
}

/**
 * The Cache-Control of a file: a year for a hashed asset, revalidation for anything else.
 *
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache';
}

/**
 * @callback ServeFiles
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} next called when no file matches
 * @returns {void}
 */

/**
 * Serves the file that `req.url` names, from `extraDir` first when there is one, then from the
 * client directory; calls `next` when neither has it.
 *
 * @param {string} clientDir
 * @param {string} [extraDir] test-only files
 * @returns {ServeFiles}
 */
export function createFileServer(clientDir, extraDir) {
  // Partial content is never compressed: Content-Range counts the bytes of the file.
  const compress = compression({
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
  });
  /**
   * Runs just before sirv sends a file: its own type and length win over the `headers` option.
   *
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   * @param {import('node:fs').Stats} stats
   */
  const beforeSend = (res, pathname, stats) => {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    setNegotiatedType(res, pathname);
    normalizeRange(res.req, stats);
  };
  // The build writes the best gzip and Brotli of the files pages load first beside them
  // (`.gz`, `.br`); sirv sends those to the clients that accept them, and the rest is compressed
  // on the fly.
  const serveFile = sirv(clientDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname, stats) => beforeSend(res, pathname, stats),
  });

  // Files that only the end-to-end tests need (a service worker to remove, for one) come from a
  // directory of their own, never from the build.
  /** @type {ServeFiles} */
  const serveExtra = extraDir
    ? sirv(extraDir, {
        dev: false,
        setHeaders: (res, pathname, stats) => {
          res.setHeader('Cache-Control', 'no-cache');
          beforeSend(res, pathname, stats);
        },
      })
    : (_req, _res, next) => next();

  return (req, res, next) => {
    compress(req, res, () => {
      serveExtra(req, res, () => serveFile(req, res, next));
    });
  };
}
