import {readFileSync} from 'node:fs';
import {createServer, STATUS_CODES} from 'node:http';
import {join} from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Vite's hashed output: `name-<hash>.ext` under /assets/. Such files never change. A hash has a
 * digit, a capital, `_` or `-` in it, which tells it from a word: `pink-bluegrey.css` is a theme
 * that changes with each release. (A hash that happens to be all small letters only loses the
 * long cache, which is harmless.)
 */
export const HASHED_ASSET = /^\/assets\/.+-(?=[\w-]*[A-Z0-9_-])[\w-]{8,}\.[a-z0-9]+$/;
/** A path whose last segment has an extension other than .html: a file, not a page. */
const ASSET_PATH = /\.(?!html?$)[^/.]+$/i;
/** The scheme and authority of a request target in absolute form. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ALLOW = 'GET, HEAD';
/** A header name (an RFC 9110 token) and a header value without line breaks or NUL. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const HEADER_VALUE = /^[^\r\n\0]*$/;
/** Headers that the raw error answers fix themselves; the `headers` option cannot change them. */
const RAW_FIXED = new Set([
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'transfer-encoding',
]);

/**
 * @typedef {'html' | 'asset' | 'fallback'} ResponseKind
 *   `html`: a page of the build; `asset`: any other file; `fallback`: every answer that is not a
 *   file (the 404 fallback page, and the 400, 405, 408, 414 and 431 answers).
 *
 * @typedef {object} StaticServerOptions
 * @property {string} [extraDir] a directory of extra files, looked up before the build
 * @property {(pathname: string, kind: ResponseKind) => Record<string, string>} [headers]
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
 * The path of a request target, percent-decoded, or null when it is not a plain path: not in
 * origin form, badly encoded, encoded twice, or holding a backslash, a control character or a `.`
 * or `..` segment. Browsers never send such paths, so they are refused rather than interpreted.
 *
 * @param {string} target
 * @returns {string | null}
 */
export function decodeRequestPath(target) {
  if (!target.startsWith('/')) return null;
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c /* \ */) return null;
  }
  if (/%[0-9a-f]{2}/i.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path;
}

/** The text types the build writes, with their charset (sirv names the type alone). */
const TEXT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The quality an Accept header gives a media type: that of the most specific range that matches
 * it (`type/subtype`, then `type/*`, then `*\/*`), 0 when none does; with the position of that
 * range in the header, to break ties.
 *
 * @param {string} accept
 * @param {string} type
 * @returns {{q: number, index: number}}
 */
function acceptQuality(accept, type) {
  const [major] = type.split('/');
  let best = {q: 0, index: Infinity, specificity: -1};
  accept.split(',').forEach((part, index) => {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < best.specificity) return;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (specificity > best.specificity) {
      best = {q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, index, specificity};
    }
  });
  return {q: best.q, index: best.index};
}

/**
 * Whether a request's Accept header prefers Markdown to HTML: `text/markdown` named with a
 * higher quality than HTML gets, or the same quality and named first. Browsers, which ask for
 * `text/html` first, always get the page.
 *
 * @param {string | undefined} accept
 */
export function prefersMarkdown(accept) {
  if (!accept) return false;
  const markdown = acceptQuality(accept, 'text/markdown');
  if (markdown.q === 0) return false;
  const html = acceptQuality(accept, 'text/html');
  return markdown.q > html.q || (markdown.q === html.q && markdown.index < html.index);
}

/**
 * The Markdown twin of a page path: `/components/button/overview.md`, `/index.md` for `/`.
 *
 * @param {string} pathname
 */
export function markdownTwinPath(pathname) {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/${trimmed || 'index'}.md`;
}

/**
 * Rewrites the Range header of a request for sirv, which reads `bytes=<start>-<end>` loosely:
 * a single satisfiable range becomes explicit, an unsatisfiable one becomes one that sirv answers
 * with 416, and anything else (several ranges, bad syntax, an If-Range that does not match) is
 * dropped, so the whole file is sent with 200, as RFC 9110 allows.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:fs').Stats} stats
 */
function normalizeRange(req, stats) {
  const header = req.headers.range;
  if (header === undefined) return;
  const size = stats.size;
  const ifRange = req.headers['if-range'];
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // sirv's validators are weak ETags, which If-Range never matches; a date must be exact.
  const ignore =
    !match ||
    (match[1] === '' && match[2] === '') ||
    (ifRange !== undefined && ifRange !== stats.mtime.toUTCString());
  if (ignore) {
    delete req.headers.range;
    return;
  }
  const [, first = '', last = ''] = match;
  let start;
  let end;
  if (first === '') {
    const suffix = Number(last);
    start = suffix === 0 ? size : Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    if (last !== '' && Number(last) < start) {
      delete req.headers.range;
      return;
    }
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size) {
    req.headers.range = `bytes=${size}-`;
  } else if (end === 0 && size > 1) {
    // sirv reads an end of 0 as "to the end of the file"; a one-byte range is rare enough to
    // answer with the whole file instead.
    delete req.headers.range;
  } else {
    req.headers.range = `bytes=${start}-${end}`;
  }
}

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
  const limits = {...SERVER_DEFAULTS};
  for (const key of /** @type {(keyof typeof SERVER_DEFAULTS)[]} */ (Object.keys(limits))) {
    if (options[key] !== undefined) limits[key] = options[key];
  }

  const fallbackHtml = readFileSync(join(clientDir, '__spa-fallback.html'));
  // Partial content is never compressed: Content-Range counts the bytes of the file.
  const compress = compression({
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
  });
  /** The responses to a page request, which depend on the Accept header. */
  const negotiated = new WeakSet();
  /** Runs just before sirv sends a file: its own type and length win over the `headers` option. */
  const beforeSend = (res, pathname, stats) => {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    const textType = TEXT_TYPES[/\.[a-z]+$/.exec(pathname)?.[0] ?? ''];
    if (textType) res.setHeader('Content-Type', textType);
    // sirv sets `Vary: Accept-Encoding` on its own, over the `Accept` that pages vary on.
    if (negotiated.has(res)) {
      const vary = String(res.getHeader('Vary') ?? '');
      res.setHeader(
        'Vary',
        vary && !/\baccept\b/i.test(vary) ? `Accept, ${vary}` : vary || 'Accept',
      );
    }
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
  const serveExtra = extraDir
    ? sirv(extraDir, {
        dev: false,
        setHeaders: (res, pathname, stats) => {
          res.setHeader('Cache-Control', 'no-cache');
          beforeSend(res, pathname, stats);
        },
      })
    : (_req, _res, next) => next();

  /** Sets the `headers` option's answer on a response; returns the names it set. */
  const applyHeaders = (res, pathname, kind) => {
    const names = [];
    for (const [name, value] of Object.entries(headersFor(pathname, kind) ?? {})) {
      res.setHeader(name, value);
      names.push(name);
    }
    return names;
  };

  const notFound = (req, res, pathname) => {
    res.statusCode = 404;
    applyHeaders(res, pathname, 'fallback');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', fallbackHtml.length);
    res.end(req.method === 'HEAD' ? undefined : fallbackHtml);
  };

  /** A short plain-text error answer from the request handler. */
  const refuse = (req, res, status, pathname, extra = {}) => {
    const body = `${status} ${STATUS_CODES[status]}\n`;
    res.statusCode = status;
    applyHeaders(res, pathname, 'fallback');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** The same, written straight to a socket that the HTTP parser gave up on. */
  const rawAnswer = (status, extra = {}) => {
    const body = `${status} ${STATUS_CODES[status]}\n`;
    const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
    let custom = {};
    try {
      custom = headersFor('', 'fallback') ?? {};
    } catch {
      // The answer goes out without them.
    }
    for (const [name, value] of Object.entries({...custom, ...extra})) {
      const safe = HEADER_NAME.test(name) && HEADER_VALUE.test(String(value));
      if (safe && !RAW_FIXED.has(name.toLowerCase())) lines.push(`${name}: ${value}`);
    }
    lines.push(
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
    );
    return `${lines.join('\r\n')}\r\n\r\n${body}`;
  };

  /** Answers once on a socket the parser rejected, then closes it (at the latest after 2 s). */
  const answered = new WeakSet();
  const closeWith = (socket, response) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    // Reading on lets the client finish sending, so closing does not reset the connection
    // before it has read the answer.
    socket.on('data', () => {});
    socket.end(response);
    setTimeout(() => socket.destroy(), 2_000).unref();
  };

  const handle = (req, res) => {
    // sirv pipes files into the response without listening for read errors (a file deleted
    // since the start, say): end the response instead of crashing the process.
    res.on('pipe', (source) => source.once('error', () => res.destroy()));

    let target = req.url ?? '';
    if (target.length > limits.maxUrlLength) {
      return refuse(req, res, 414, target.split(/[?#]/, 1)[0] ?? '', {Connection: 'close'});
    }
    // The absolute form (`GET http://host/path`), which proxies may send, is served by its path.
    const authority = ABSOLUTE_FORM.exec(target);
    if (authority) {
      const rest = target.slice(authority[0].length);
      req.url = target = rest.startsWith('/') ? rest : `/${rest}`;
    }
    const rawPath = target.split(/[?#]/, 1)[0] ?? '';
    if (req.rawHeaders.length / 2 > limits.maxHeaderCount) {
      return refuse(req, res, 431, rawPath, {Connection: 'close'});
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(req, res, 405, rawPath, {Allow: ALLOW});
    }
    const pathname = decodeRequestPath(target);
    if (pathname === null) return refuse(req, res, 400, rawPath);
    // The fallback page is for unknown paths only, never served under its own name; `_headers`
    // is the static hosts' configuration, not content.
    if (pathname.startsWith('/__spa-fallback') || pathname === '/_headers') {
      return notFound(req, res, pathname);
    }

    let kind = ASSET_PATH.test(pathname) ? 'asset' : 'html';
    if (kind === 'html') {
      // A page is also Markdown (its twin at its path plus `.md`), for clients that ask for it.
      res.setHeader('Vary', 'Accept');
      negotiated.add(res);
      if (prefersMarkdown(req.headers.accept)) {
        const query = target.slice(rawPath.length);
        req.url = `${markdownTwinPath(pathname)}${query}`;
        kind = 'asset';
      }
    }
    // Set before sirv runs, so that its 304 answers carry them too.
    const set = applyHeaders(res, pathname, kind);
    res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache');
    // A byte range counts the bytes of the file itself, so it is never served encoded.
    if (req.headers.range) delete req.headers['accept-encoding'];
    compress(req, res, () => {
      serveExtra(req, res, () =>
        serveFile(req, res, () => {
          for (const name of set) res.removeHeader(name);
          notFound(req, res, pathname);
        }),
      );
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
        console.error('static server:', error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.writeHead(500, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : '500 Internal Server Error\n');
      }
    },
  );
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.timeout = limits.idleTimeout;
  // One more than the limit, so that the handler can tell "too many" from "exactly the limit".
  server.maxHeadersCount = limits.maxHeaderCount + 1;

  // Requests the parser rejects (bad syntax, headers too large, too slow): answer like Node does,
  // with the `headers` option's headers, unless a response is already under way.
  server.on('clientError', (error, socket) => {
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
