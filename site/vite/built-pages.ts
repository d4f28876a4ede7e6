import {readdirSync} from 'node:fs';
import {join} from 'node:path';

/** The page the server sends for a path with no prerendered page: redirects and unknown paths. */
export const FALLBACK_PAGE = '__spa-fallback.html';

/**
 * Every HTML page of a client build (the prerendered pages and the fallback page), for the steps
 * that rewrite them after prerendering.
 */
export function builtHtmlFiles(clientDir: string): string[] {
  return readdirSync(clientDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
