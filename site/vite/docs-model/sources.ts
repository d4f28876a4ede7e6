import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {SECTIONS, getItems, itemSources, type DocItem} from '../../app/docs/documentation-items';

/** The repository's root on this machine. */
export const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The folder of the guides' markdown, one file per guide id. */
export const GUIDES_DIR = join(REPO_DIR, 'site', 'guides');

/** Every documentation item with the key of its section, in the manifest's order. */
export function allItems(): {sectionKey: string; item: DocItem}[] {
  return SECTIONS.flatMap((section) =>
    getItems(section.key).map((item) => ({sectionKey: section.key, item})),
  );
}

/** An item's overview markdown, as a path on this machine. */
export function overviewFile(item: DocItem): string {
  return join(REPO_DIR, itemSources(item).overviewPath);
}

/** A guide's markdown, as a path on this machine. */
export function guideFile(guideId: string): string {
  return join(GUIDES_DIR, `${guideId}.md`);
}
