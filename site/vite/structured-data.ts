/**
 * The pages' structured data (schema.org in JSON-LD): a `BreadcrumbList` on every page but the
 * homepage (which is a `WebSite`), and a `TechArticle` for each overview and guide. Search
 * engines show the trail instead of the URL and know an article's date; nothing here runs in the
 * browser.
 */
import type {Crumb} from './share-pages';

/** A JSON-LD object: what the page's `<script type="application/ld+json">` holds. */
export type JsonLd = {'@context': 'https://schema.org'; '@type': string} & Record<string, unknown>;

/** Google's limit for an article's headline: longer ones are not shown as such. */
export const HEADLINE_LIMIT = 110;

/** The absolute URL of a site path: `siteUrl` (without a trailing slash), then the path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl + path;
}

/** The breadcrumb trail as a `BreadcrumbList`: positions from 1, each with its absolute URL. */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** The site itself, for the homepage. */
export function webSite(options: {name: string; description: string; siteUrl: string}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: options.name,
    description: options.description,
    url: absoluteUrl(options.siteUrl, '/'),
  };
}

/** What a `TechArticle` says: all of it absolute URLs and plain text. */
export interface ArticleFacts {
  headline: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** The page's social card, an absolute URL. */
  image: string;
  /** `YYYY-MM-DD`: the date of the last commit of the article's markdown. */
  dateModified: string;
  /** The site's name, the article's author and publisher. */
  publisher: string;
  siteUrl: string;
}

/** An overview or a guide as a `TechArticle`, its headline cut to {@link HEADLINE_LIMIT}. */
export function techArticle(facts: ArticleFacts): JsonLd {
  const organization = {
    '@type': 'Organization',
    name: facts.publisher,
    url: absoluteUrl(facts.siteUrl, '/'),
  };
  const headline =
    facts.headline.length <= HEADLINE_LIMIT
      ? facts.headline
      : `${facts.headline.slice(0, HEADLINE_LIMIT - 1).trimEnd()}…`;
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    image: facts.image,
    dateModified: facts.dateModified,
    inLanguage: 'en',
    author: organization,
    publisher: organization,
  };
}

/**
 * `data` as a JSON-LD data block. A `<script>` whose type is not JavaScript is never run, so the
 * Content-Security-Policy does not apply to it and it needs no hash. Every `<` is escaped as
 * `\u003c` so that no text in it can close the element (`</script>`) or open a comment.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
