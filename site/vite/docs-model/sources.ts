import {join} from 'node:path';
import {itemSources, type DocItem} from '../../app/docs/documentation-items';
import {REPO_DIR} from '../build-env';

export {REPO_DIR};
/** The folder of the guides' markdown, one file per guide id. */
export const GUIDES_DIR = join(REPO_DIR, 'site', 'guides');

/** An item's overview markdown, as a path on this machine. */
export function overviewFile(item: DocItem): string {
  return join(REPO_DIR, itemSources(item).overviewPath);
}

/** A guide's markdown, as a path on this machine. */
export function guideFile(guideId: string): string {
  return join(GUIDES_DIR, `${guideId}.md`);
}
