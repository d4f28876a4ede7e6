// @ts-check
/**
 * The answers the server writes itself rather than from a file: the 404 fallback page, short
 * plain-text errors from the request handler, and raw ones written straight to a socket that the
 * HTTP parser gave up on; each with the `headers` option's headers.
 */
import {STATUS_CODES} from 'node:http';

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
 * @typedef {(pathname: string, kind: ResponseKind) => Record<string, string>} HeadersFor
 *   the `headers` option: headers to set on every response; `pathname` is the decoded request
 *   path (the raw one when it cannot be decoded, '' when the request could not even be parsed).
 */

/**
 * The server's own answers, for one server.
 *
 * @param {Buffer} fallbackHtml the body of every 404: the client fallback page
 * @param {HeadersFor} headersFor
 */
export function createAnswers(fallbackHtml, headersFor) {
  /**
   * Sets the `headers` option's answer on a response; returns the names it set.
   *
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   * @param {ResponseKind} kind
   */
  const applyHeaders = (res, pathname, kind) => {
    /** @type {string[]} */
    const names = [];
    for (const [name, value] of Object.entries(headersFor(pathname, kind) ?? {})) {
      res.setHeader(name, value);
      names.push(name);
    }
    return names;
  };

  /**
   * The client fallback page with status 404, so the client router can apply the redirect rules.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  const notFound = (req, res, pathname) => {
    res.statusCode = 404;
    applyHeaders(res, pathname, 'fallback');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', fallbackHtml.length);
    res.end(req.method === 'HEAD' ? undefined : fallbackHtml);
  };

  /**
   * A short plain-text error answer from the request handler.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} pathname
   * @param {Record<string, string>} [extra] headers besides the usual ones
   */
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

  /**
   * The same, as the bytes to write straight to a socket that the HTTP parser gave up on.
   *
   * @param {number} status
   * @param {Record<string, string>} [extra] headers besides the usual ones
   */
  const rawAnswer = (status, extra = {}) => {
    const body = `${status} ${STATUS_CODES[status]}\n`;
    const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
    /** @type {Record<string, string>} */
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

  /** The sockets already answered. */
  const answered = new WeakSet();
  /**
   * Answers once on a socket the parser rejected, then closes it (at the latest after 2 s).
   *
   * @param {import('node:stream').Duplex} socket
   * @param {string} response
   */
  const closeWith = (socket, response) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    // Reading on lets the client finish sending, so closing does not reset the connection
    // before it has read the answer.
    socket.on('data', () => {});
    socket.end(response);
    setTimeout(() => socket.destroy(), 2_000).unref();
  };

  return {applyHeaders, notFound, refuse, rawAnswer, closeWith};
}

/**
 * The answer to a request whose handling threw: 500, without the headers set so far, or the
 * connection ended when the response had already begun.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} error
 */
export function answerServerError(req, res, error) {
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
