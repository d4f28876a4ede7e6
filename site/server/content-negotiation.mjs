// @ts-check
/**
 * Content types and negotiation. Every page has a Markdown twin at its path plus `.md`; a client
 * whose Accept header prefers Markdown gets the twin at the page's own address, and page answers
 * say that they vary on Accept.
 */
import {twinPathOf} from '@material-react/tools/twin-paths';

/** The text types the build writes, with their charset (sirv names the type alone). */
const TEXT_TYPES = /** @type {Readonly<Record<string, string>>} */ ({
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
});

/** The responses to a page request, which depend on the Accept header. */
const negotiated = new WeakSet();

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
 * Negotiates the answer to a page request: marks it as varying on Accept and, when the client
 * prefers Markdown, points the request (`req.url`, query kept) at the page's twin.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./request-target.mjs').ServedTarget} served
 * @returns {boolean} whether the twin is served instead of the page
 */
export function negotiatePage(req, res, {target, rawPath, pathname}) {
  res.setHeader('Vary', 'Accept');
  negotiated.add(res);
  if (!prefersMarkdown(req.headers.accept)) return false;
  const query = target.slice(rawPath.length);
  req.url = `${twinPathOf(pathname)}${query}`;
  return true;
}

/**
 * Sets the type of a file that is about to be sent: the charset of the text types, and `Accept`
 * back in the Vary of a page's answer, where sirv's own `Vary: Accept-Encoding` replaced it.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname the file's path
 */
export function setNegotiatedType(res, pathname) {
  const textType = TEXT_TYPES[/\.[a-z]+$/.exec(pathname)?.[0] ?? ''];
  if (textType) res.setHeader('Content-Type', textType);
  if (negotiated.has(res)) {
    const vary = String(res.getHeader('Vary') ?? '');
    res.setHeader('Vary', vary && !/\baccept\b/i.test(vary) ? `Accept, ${vary}` : vary || 'Accept');
  }
}
