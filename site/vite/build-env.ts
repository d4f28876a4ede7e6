import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_REPOSITORY_URL} from '../app/default-repository';

// Where the build runs and what its environment tells it, read once for every step of it.

/** The repository's root directory, where the build reads the library's and the docs' sources. */
export const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The site's public address when the build's environment names none (`VITE_SITE_URL`). */
export const DEFAULT_SITE_URL = 'https://material-react.dev';

/** Environment variables, as `process.env` holds them. */
type Env = Readonly<Record<string, string | undefined>>;

const withoutTrailingSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * The site's public address (`VITE_SITE_URL`, else {@link DEFAULT_SITE_URL}) without a trailing
 * slash, so that a site path (`/guides`) goes right after it: the sitemap, `robots.txt`, the
 * share tags, the cards, the Markdown twins and `llms.txt` all read it here.
 */
export function siteUrlFromEnv(env: Env = process.env): string {
  return withoutTrailingSlashes(env['VITE_SITE_URL'] || DEFAULT_SITE_URL);
}

/** The source repository's address (`VITE_REPOSITORY_URL`, else the project's) without a trailing slash. */
export function repositoryUrlFromEnv(env: Env = process.env): string {
  return withoutTrailingSlashes(env['VITE_REPOSITORY_URL'] || DEFAULT_REPOSITORY_URL);
}
