import type {DocsData, DocsDataItem, DocsDataSection} from '@material-react/tools/docs-data/light';

/** What the site calls one of an item's tabs (`api` -> `API`), else the tab as written. */
function tabName(item: DocsDataItem | undefined, tab: string): string {
  return item?.tabNames[item.tabs.indexOf(tab)] ?? tab;
}

/** The absolute URL of a site path (`/components/button/overview#variants`). */
export function absoluteUrl(docs: DocsData, path: string): string {
  return `${docs.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Where a URL of the docs leads, in the site's own terms. */
export interface Place {
  /** `Components › Button › API` or `Guides › Getting started`. */
  where: string;
  section?: string;
  item?: string;
  tab?: string;
  guide?: string;
  /** The part after `#`: a heading, an API row or an example. */
  anchor?: string;
  /** The page's path without its anchor: what `get_page` takes. */
  page: string;
}

/** Reads a site path (`/cdk/overlay/api#overlay-useoverlay`) against the docs' sections. */
export function placeOf(docs: DocsData, url: string): Place {
  const [page = '/', anchor] = url.split('#', 2);
  const [first, second, third] = page.split('/').filter(Boolean);
  const place: Place = {where: page, page, ...(anchor ? {anchor} : {})};
  if (first === 'guide' && second) {
    const guide = docs.guides.find((entry) => entry.id === second);
    return {...place, guide: second, where: `Guides › ${guide?.name ?? second}`};
  }
  const section = docs.sections.find((entry) => entry.key === first);
  if (!section) return place;
  const item = section.items.find((entry) => entry.id === second);
  const parts = [section.name, item?.name ?? second, third && tabName(item, third)].filter(Boolean);
  return {
    ...place,
    section: section.key,
    ...(second ? {item: second} : {}),
    ...(third ? {tab: third} : {}),
    where: parts.join(' › '),
  };
}

/** Every item with its section, in the docs' order. */
export function allItems(docs: DocsData): {section: DocsDataSection; item: DocsDataItem}[] {
  return docs.sections.flatMap((section) => section.items.map((item) => ({section, item})));
}
