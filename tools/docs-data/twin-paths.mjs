// @ts-check
/**
 * The one rule between a page's URL path and the path of its Markdown twin:
 * `/components/button/overview` is twinned at `/components/button/overview.md`, and `/` at
 * `/index.md`. Plain JavaScript without imports, so that the build, the static server (plain
 * Node), the browser bundle and the MCP server's bundle all read the same rule.
 */

/**
 * The path of a page's Markdown twin: the page's path plus `.md`, `/index.md` for `/`. Slashes
 * around the path do not matter (`/guides/` gives `/guides.md`).
 *
 * @param {string} pagePath
 * @returns {string}
 */
export function twinPathOf(pagePath) {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/${trimmed || 'index'}.md`;
}

/**
 * The page a twin belongs to, the inverse of {@link twinPathOf}: `/components/button/api.md` (or
 * `components/button/api.md`, a file under a folder of twins) gives `/components/button/api`,
 * `/index.md` gives `/`. Undefined for a path that does not end in `.md`.
 *
 * @param {string} twinPath
 * @returns {string | undefined}
 */
export function pagePathOfTwin(twinPath) {
  const match = /^\/*(.+)\.md$/.exec(twinPath);
  if (!match) return undefined;
  const page = match[1];
  return page === 'index' ? '/' : `/${page}`;
}
