// @ts-check
/**
 * The production server: the prerendered build as static files, put together from its parts:
 * the request target's hygiene (request-target.mjs), the files, their compression and cache
 * lifetimes (static-files.mjs), byte ranges (byte-ranges.mjs), Markdown twins and content types
 * (content-negotiation.mjs) and the answers it writes itself (answers.mjs).
 */
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {join} from 'node:path';
import {answerServerError, createAnswers} from './answers.mjs';
import {identityForRanges} from './byte-ranges.mjs';
import {negotiatePage} from './content-negotiation.mjs';
import {ALLOW, screenRequest} from './request-target.mjs';
import {cacheControlFor, createFileServer, isPagePath} from './static-files.mjs';

export {prefersMarkdown} from './content-negotiation.mjs';
export {decodeRequestPath} from './request-target.mjs';
export {HASHED_ASSET} from './static-files.mjs';

/**
 * @typedef {import('./answers.mjs').ResponseKind} ResponseKind
 *
 * @typedef {object} StaticServerOptions
 * @property {string} [extraDir] a directory of extra files, looked up before the build
 * @property {import('./answers.mjs').HeadersFor} [headers]
 *   headers to set on every response (security headers, say); `pathname` is the decoded request
 *   path (the raw one when it cannot be decoded, '' when the request could not even be parsed).
 *   The server's own Cache-Control, Content-Type and Content-Length win over them.
 * @property {number} [headersTimeout] ms a client has to send the request headers
 * @property {number} [requestTimeout] ms a client has to send the whole request
 * @property {number} [keepAliveTimeout] ms an idle kept-alive connection stays open
 * @property {number} [idleTimeout] ms a connection may stay silent in either direction (a client
 *   that stops reading its response, for one)
 * @property {number} [checkInterval] ms between two checks of the header and request timeouts
 * @property {number} [maxUrlLength] longer request targets get 414
 * @property {number} [maxHeaderSize] bytes of request line and headers; more gets 431
 * @property {number} [maxHeaderCount] more request headers than this gets 431
 */

/** The production limits: generous for browsers, short enough that idle sockets do not pile up. */
export const SERVER_DEFAULTS = Object.freeze({
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 5_000,
  idleTimeout: 30_000,
  checkInterval: 1_000,
  maxUrlLength: 8 * 1024,
  maxHeaderSize: 32 * 1024,
  maxHeaderCount: 100,
});

/**
 * The production server: the prerendered build as static files. Hashed assets are cached for a
 * year; HTML and other unhashed files are revalidated on every visit. A path with no file gets
 * the client fallback page with status 404, so the client router can apply the redirect rules.
 *
 * Only GET and HEAD are served (anything else gets 405); bad request targets get 400, long ones
 * 414, oversized or too many headers 431; slow or silent clients are disconnected after the
 * timeouts below.
 *
 * @param {string} clientDir
 * @param {StaticServerOptions} [options]
 */
export function createStaticServer(clientDir, options = {}) {
  const {extraDir, headers: headersFor = () => ({})} = options;
  /** @type {Record<keyof typeof SERVER_DEFAULTS, number>} */
  const limits = {...SERVER_DEFAULTS};
  for (const key of /** @type {(keyof typeof SERVER_DEFAULTS)[]} */ (Object.keys(limits))) {
    const value = options[key];
    if (value !== undefined) limits[key] = value;
  }

  const fallbackHtml = readFileSync(join(clientDir, '__spa-fallback.html'));
  const {applyHeaders, notFound, refuse, rawAnswer, closeWith} = createAnswers(
    fallbackHtml,
    headersFor,
  );
  const serveFiles = createFileServer(clientDir, extraDir);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = (req, res) => {
    // sirv pipes files into the response without listening for read errors (a file deleted
    // since the start, say): end the response instead of crashing the process.
    res.on('pipe', (source) => source.once('error', () => res.destroy()));

    const screened = screenRequest(req, limits);
    if (screened.refusal) {
      const {status, pathname, headers} = screened.refusal;
      return refuse(req, res, status, pathname, headers);
    }
    const {pathname} = screened.served;
    // The fallback page is for unknown paths only, never served under its own name; `_headers`
    // is the static hosts' configuration, not content.
    if (pathname.startsWith('/__spa-fallback') || pathname === '/_headers') {
      return notFound(req, res, pathname);
    }

    /** @type {ResponseKind} */
    let kind = isPagePath(pathname) ? 'html' : 'asset';
    // A page is also Markdown (its twin at its path plus `.md`), for clients that ask for it.
    if (kind === 'html' && negotiatePage(req, res, screened.served)) kind = 'asset';
    // Set before sirv runs, so that its 304 answers carry them too.
    const set = applyHeaders(res, pathname, kind);
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    identityForRanges(req);
    serveFiles(req, res, () => {
      for (const name of set) res.removeHeader(name);
      notFound(req, res, pathname);
    });
  };

  const server = createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      connectionsCheckingInterval: limits.checkInterval,
      maxHeaderSize: limits.maxHeaderSize,
    },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        answerServerError(req, res, error);
      }
    },
  );
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.timeout = limits.idleTimeout;
  // One more than the limit, so that the handler can tell "too many" from "exactly the limit".
  server.maxHeadersCount = limits.maxHeaderCount + 1;

  // Requests the parser rejects (bad syntax, headers too large, too slow): answer like Node does,
  // with the `headers` option's headers, unless a response is already under way.
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    const inFlight = /** @type {{_httpMessage?: {headersSent: boolean}}} */ (socket)._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    closeWith(socket, rawAnswer(status));
  });
  // CONNECT requests bypass the request handler.
  server.on('connect', (_req, socket) => closeWith(socket, rawAnswer(405, {Allow: ALLOW})));

  return server;
}
