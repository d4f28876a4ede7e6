import {
  SECTIONS,
  getItems,
  type DocItem,
  type DocSection,
  type ItemTab,
} from './documentation-items';
import {GUIDES, type GuideItem} from './guide-items';

/**
 * A page the site knows, with what it shows. A switch over `kind` that handles every kind (the
 * Markdown twins' writer is one) is checked by the compiler, so a new kind of page cannot ship
 * without it.
 */
export type SitePage =
  | {readonly kind: 'home' | 'guides' | 'search'; readonly path: string}
  | {readonly kind: 'guide'; readonly path: string; readonly guide: GuideItem}
  | {readonly kind: 'categories'; readonly path: string; readonly section: DocSection}
  | {
      readonly kind: 'item';
      readonly path: string;
      readonly section: DocSection;
      readonly item: DocItem;
      readonly tab: ItemTab;
    };

/**
 * Every page the site knows, from the manifest, in the sitemap's order: the home page, the guide
 * list, search and each guide, then each section's list and its items' tabs. Each one is
 * prerendered to static HTML and has a Markdown twin.
 */
export function sitePages(): SitePage[] {
  const pages: SitePage[] = [
    {kind: 'home', path: '/'},
    {kind: 'guides', path: '/guides'},
    {kind: 'search', path: '/search'},
    ...GUIDES.map((guide) => ({kind: 'guide' as const, path: `/guide/${guide.id}`, guide})),
  ];
  for (const section of SECTIONS) {
    pages.push({kind: 'categories', path: `/${section.key}/categories`, section});
    for (const item of getItems(section.key)) {
      for (const tab of item.tabs) {
        pages.push({kind: 'item', path: `/${section.key}/${item.id}/${tab}`, section, item, tab});
      }
    }
  }
  return pages;
}

/** The URL path of every page the site knows (see {@link sitePages}). */
export function prerenderPaths(): string[] {
  return sitePages().map((page) => page.path);
}
