// @ts-check
/**
 * The request target's hygiene: what the server checks and rewrites before it looks for a file.
 * A request gets no further than here unless it is a GET or HEAD of a plain path within the
 * limits.
 */

/** The methods the server answers. */
export const ALLOW = 'GET, HEAD';
/** The scheme and authority of a request target in absolute form. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

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
  const raw = rawPathOf(target);
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

/**
 * The path of a request target as sent, still encoded: what comes before its query or fragment.
 *
 * @param {string} target
 */
export function rawPathOf(target) {
  return target.split(/[?#]/, 1)[0] ?? '';
}

/**
 * A request target in absolute form (`http://host/path`, which proxies may send) turned into
 * origin form, by its path; any other target as it is.
 *
 * @param {string} target
 */
export function toOriginForm(target) {
  const authority = ABSOLUTE_FORM.exec(target);
  if (!authority) return target;
  const rest = target.slice(authority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * @typedef {object} TargetLimits
 * @property {number} maxUrlLength longer request targets get 414
 * @property {number} maxHeaderCount more request headers than this gets 431
 *
 * @typedef {object} Refusal a request the server answers with an error of its own
 * @property {400 | 405 | 414 | 431} status
 * @property {string} pathname the path to give the `headers` option: the raw one, as the request
 *   target could not be (or was not) decoded
 * @property {Record<string, string>} [headers] headers the answer needs besides the usual ones
 *
 * @typedef {object} ServedTarget a request the server looks up a file for
 * @property {string} target the request target in origin form
 * @property {string} rawPath its path, still encoded
 * @property {string} pathname its path, decoded
 */

/**
 * Checks a request before anything is served, in this order: its target's length (414), the
 * number of its headers (431), its method (405) and its path (400). A target in absolute form is
 * rewritten to origin form on the request itself (`req.url`), since the files are served from it.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {TargetLimits} limits
 * @returns {{refusal: Refusal} | {refusal?: undefined, served: ServedTarget}}
 */
export function screenRequest(req, limits) {
  let target = req.url ?? '';
  if (target.length > limits.maxUrlLength) {
    return {refusal: {status: 414, pathname: rawPathOf(target), headers: {Connection: 'close'}}};
  }
  const originForm = toOriginForm(target);
  if (originForm !== target) req.url = target = originForm;
  const rawPath = rawPathOf(target);
  if (req.rawHeaders.length / 2 > limits.maxHeaderCount) {
    return {refusal: {status: 431, pathname: rawPath, headers: {Connection: 'close'}}};
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return {refusal: {status: 405, pathname: rawPath, headers: {Allow: ALLOW}}};
  }
  const pathname = decodeRequestPath(target);
  if (pathname === null) return {refusal: {status: 400, pathname: rawPath}};
  return {served: {target, rawPath, pathname}};
}
