/**
 * What each prerendered page says about itself to the places that show or index it: the text of
 * its social card, its breadcrumb trail and, for overviews and guides, what makes it an article.
 * Derived from the one manifest (`site/app/docs`), so a new item or guide gets all of it.
 */
import {
  findItem,
  findSection,
  itemSources,
  ITEM_TAB_NAMES,
  ITEM_TABS,
  type ItemTab,
} from '../app/docs/documentation-items';
import {SECTION_SUMMARIES} from '../app/docs/section-summaries';
import {findGuide} from '../app/docs/guide-items';
import {SITE_NAME} from '../app/docs/site-name';
import type {CardText} from './share-card-layout';

/** One step of a breadcrumb trail: its name and the URL path it links to. */
export interface Crumb {
  name: string;
  path: string;
}

/** A page as cards and structured data describe it. */
export interface SharePage {
  path: string;
  card: CardText;
  /**
   * From the homepage to the page itself, each step a prerendered page (never a path that only
   * redirects). Empty on the homepage, which has no trail.
   */
  breadcrumbs: Crumb[];
  /** Overviews and guides are articles: their heading and markdown file (from the repository). */
  article?: {headline: string; sourceFile: string};
}

/** The card of a page, in the client build: `/og/index.png` for `/`, else `/og/<path>.png`. */
export function cardPathOf(pagePath: string): string {
  return pagePath === '/' ? '/og/index.png' : `/og${pagePath}.png`;
}

const HOME: Crumb = {name: SITE_NAME, path: '/'};
const GUIDES: Crumb = {name: 'Guides', path: '/guides'};

const isTab = (tab: string | undefined): tab is ItemTab =>
  (ITEM_TABS as readonly string[]).includes(tab ?? '');

/**
 * Describes the page at `path`, one of `prerenderPaths()`. `description` is the page's own
 * description (its `<meta name="description">`), the card's summary where the manifest has none
 * (the homepage, the guide list, search). Throws for a path the site does not prerender, so a new
 * kind of page cannot ship without a card.
 */
export function describePage(path: string, description: string): SharePage {
  const segments = path.split('/').filter(Boolean);
  const general = (heading: string): SharePage => ({
    path,
    card: {heading, kicker: 'Documentation', summary: description},
    breadcrumbs: path === '/' ? [] : [HOME, {name: heading, path}],
  });
  if (path === '/') return general(SITE_NAME);
  if (path === '/guides') return general('Guides');
  if (path === '/search') return general('Search');

  if (segments[0] === 'guide' && segments.length === 2) {
    const guide = findGuide(segments[1]);
    if (guide) {
      return {
        path,
        card: {heading: guide.name, kicker: 'Guide', summary: guide.summary},
        breadcrumbs: [HOME, GUIDES, {name: guide.name, path}],
        article: {headline: guide.name, sourceFile: `site/guides/${guide.id}.md`},
      };
    }
  }

  const section = findSection(segments[0]);
  if (section && segments.length === 2 && segments[1] === 'categories') {
    return {
      path,
      card: {heading: section.name, kicker: 'Section', summary: SECTION_SUMMARIES[section.key]!},
      breadcrumbs: [HOME, {name: section.name, path}],
    };
  }
  const item = section && findItem(section.key, segments[1]);
  const tab = segments[2];
  if (section && item && segments.length === 3 && isTab(tab)) {
    const sectionCrumb = {name: section.name, path: `/${section.key}/categories`};
    const overview = `/${section.key}/${item.id}/overview`;
    // CDK pages say so, as their titles do: some share a name with a component (Table, Tree).
    const name = section.key === 'cdk' ? `CDK ${item.name}` : item.name;
    const itemCrumb = {name, path: overview};
    return {
      path,
      card: {
        heading: item.name,
        kicker: `${section.name} · ${ITEM_TAB_NAMES[tab]}`,
        summary: item.summary,
      },
      // The overview is the item's page; another tab is one step below it.
      breadcrumbs:
        tab === 'overview'
          ? [HOME, sectionCrumb, itemCrumb]
          : [HOME, sectionCrumb, itemCrumb, {name: ITEM_TAB_NAMES[tab], path}],
      ...(tab === 'overview'
        ? {article: {headline: name, sourceFile: itemSources(item).overviewPath}}
        : {}),
    };
  }
  throw new Error(`No social card or structured data is defined for the page ${path}.`);
}
