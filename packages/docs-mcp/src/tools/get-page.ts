import {pagePathOfTwin} from '@material-react/tools/docs-data/light';
import {z} from 'zod';
import type {DocsStore} from '../docs-store';
import {didYouMean} from '../suggest';
import {ToolFailure, type ToolAnswer} from './tool-answer';

export const getPageInput = {
  path: z
    .string()
    .describe(
      'The page: its path (`/components/button/overview`, `guide/theming`, `/` for the home ' +
        'page), with or without `.md`, or its full URL on the docs site. An item path without a ' +
        'tab (`/components/button`) gives its overview.',
    ),
};

/** The path part of a full URL on the docs' site, or a failure for another site's URL. */
function pathOfUrl(input: string, siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new ToolFailure(`"${input}" is not a valid URL.`);
  }
  const site = new URL(siteUrl);
  const base = site.pathname.replace(/\/+$/, '');
  if (url.host !== site.host || !(url.pathname === base || url.pathname.startsWith(`${base}/`))) {
    throw new ToolFailure(
      `"${input}" is not a page of the docs (${siteUrl}): give a path such as ` +
        '`/components/button/overview`.',
    );
  }
  return url.pathname.slice(base.length);
}

/**
 * Turns what a reader may give for a page into the docs' path of it (`/components/button/api`,
 * `/` for the home page); refuses `..` and other ways out of the pages.
 */
export function normalizePagePath(input: string, siteUrl: string): string {
  let path = input.trim();
  if (!path) {
    throw new ToolFailure('The path is empty: give one, such as `/components/button/overview`.');
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) path = pathOfUrl(path, siteUrl);
  path = path.replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    throw new ToolFailure(`"${input}" is not a valid path.`);
  }
  const segments = path.replace(/\\/g, '/').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.') || path.includes('\0')) {
    throw new ToolFailure(
      `"${input}" leaves the docs' pages: give a page path such as \`/components/button/api\`.`,
    );
  }
  const page = segments.filter(Boolean).join('/').replace(/\.md$/i, '');
  // Read as the twin it names, given with `.md` or without.
  return pagePathOfTwin(`${page || 'index'}.md`)!;
}

/** A page's Markdown twin, the same text the site serves at its path plus `.md`. */
export function getPage(store: DocsStore, input: {path: string}): ToolAnswer {
  const path = normalizePagePath(input.path, store.docs.siteUrl);
  const known = new Set(store.pagePaths);
  const found = [path, `${path}/overview`].find((candidate) => known.has(candidate));
  if (found === undefined) {
    // Compared without the leading slash, which every path shares.
    const bare = (page: string) => (page === '/' ? 'index' : page.slice(1));
    const nearby = didYouMean(bare(path), store.pagePaths.map(bare), (page) =>
      page === 'index' ? '/' : `/${page}`,
    );
    throw new ToolFailure(
      `There is no page at ${path}.${nearby} ` +
        'search_docs finds pages by words, and list_items lists every item.',
    );
  }
  return {text: store.readPage(found)};
}
