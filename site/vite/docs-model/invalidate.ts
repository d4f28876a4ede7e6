import {join} from 'node:path';
import {invalidateApis} from '../docs-api';
import {forgetExampleEntries} from './examples';
import {forgetRenderedFiles} from './rendered-docs';
import {GUIDES_DIR, REPO_DIR} from './sources';

/** The folders the docs are made from: the guides, and the packages' markdown, examples and code. */
export const DOCS_SOURCE_DIRS = [GUIDES_DIR, join(REPO_DIR, 'packages')] as const;

/**
 * Forgets what the model read that `file` (a changed path on this machine) may feed: the example
 * index and the rendered markdown, and the extracted API when it is TypeScript. Returns whether it
 * was such a file, so the dev server reloads the docs' modules only then.
 */
export function invalidateDocsModel(file: string): boolean {
  if (!/\.(md|tsx?|css)$|\.tokens\.json$/.test(file) || file.includes('.generated.')) return false;
  if (!DOCS_SOURCE_DIRS.some((dir) => file.startsWith(dir))) return false;
  if (/\.tsx?$/.test(file)) invalidateApis();
  forgetExampleEntries();
  forgetRenderedFiles();
  return true;
}
