import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {prerenderPaths} from '../app/docs/site-pages';
import {articleDates} from './article-dates';
import {REPO_DIR, siteUrlFromEnv} from './build-env';
import {CARD_HEIGHT, CARD_WIDTH} from './share-card-layout';
import {SITE_NAME} from '../app/docs/site-name';
import {cardPathOf, describePage, type SharePage} from './share-pages';
import {
  absoluteUrl,
  breadcrumbList,
  jsonLdScript,
  techArticle,
  webSite,
  type JsonLd,
} from './structured-data';

/** The HTML file of a prerendered page: `<path>/index.html` (`index.html` for `/`). */
export function builtPageFile(clientDir: string, pagePath: string): string {
  const nested = join(clientDir, pagePath, 'index.html');
  return existsSync(nested) || pagePath === '/' ? nested : join(clientDir, `${pagePath}.html`);
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'"};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? "'");
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A prerendered page's title and description, as its route's `meta` wrote them: the social
 * meta tags repeat them rather than say something else.
 */
export function pageFacts(html: string): {title: string; description: string} {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  if (title === undefined || description === undefined) {
    throw new Error('A prerendered page has no <title> or no <meta name="description">.');
  }
  return {title: decode(title), description: decode(description)};
}

/** Everything the share metadata of one page needs. */
export interface ShareMetaInput {
  page: SharePage;
  title: string;
  description: string;
  siteUrl: string;
  /** `YYYY-MM-DD`, for an article: the date of its markdown's last commit. */
  dateModified?: string;
}

/** The page's structured data: its trail (or, for the homepage, the site) and its article. */
export function structuredData({page, description, siteUrl, dateModified}: ShareMetaInput) {
  const data: JsonLd[] = [
    page.breadcrumbs.length > 0
      ? breadcrumbList(page.breadcrumbs, siteUrl)
      : webSite({name: SITE_NAME, description, siteUrl}),
  ];
  if (page.article && dateModified) {
    data.push(
      techArticle({
        headline: page.article.headline,
        description,
        url: absoluteUrl(siteUrl, page.path),
        image: absoluteUrl(siteUrl, cardPathOf(page.path)),
        dateModified,
        publisher: SITE_NAME,
        siteUrl,
      }),
    );
  }
  return data;
}

/**
 * The head markup that makes a page share and index well: its canonical URL, the Open Graph
 * and X (Twitter) card tags naming its social card, and its JSON-LD, all with absolute URLs.
 */
export function shareHeadTags(input: ShareMetaInput): string {
  const {page, title, description, siteUrl} = input;
  const url = absoluteUrl(siteUrl, page.path);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttribute(content)}">`;
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('og:type', page.article ? 'article' : 'website'),
    meta('og:site_name', SITE_NAME),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    meta('og:image', absoluteUrl(siteUrl, cardPathOf(page.path))),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(CARD_WIDTH)),
    meta('og:image:height', String(CARD_HEIGHT)),
    meta('og:image:alt', `${page.card.heading}: ${page.card.summary}`),
    `<meta name="twitter:card" content="summary_large_image">`,
    ...structuredData(input).map(jsonLdScript),
  ].join('');
}

/** `html` with `tags` after its description (where the route's own meta ends). */
export function withShareTags(html: string, tags: string): string {
  const description = /<meta name="description" content="[^"]*"\s*\/?>/.exec(html);
  if (!description) throw new Error('A prerendered page has no <meta name="description">.');
  const end = description.index + description[0].length;
  return html.slice(0, end) + tags + html.slice(end);
}

/**
 * After prerendering: gives every prerendered page its share metadata ({@link shareHeadTags}).
 * Head markup only, so no page loads a byte more of JavaScript; the fallback page for unknown
 * paths gets none, as it stands for no URL.
 */
export function writeShareMetadata(clientDir: string, siteUrl = siteUrlFromEnv()): number {
  const pages = prerenderPaths().map((path) => {
    const file = builtPageFile(clientDir, path);
    const html = readFileSync(file, 'utf8');
    const facts = pageFacts(html);
    return {file, html, facts, page: describePage(path, facts.description)};
  });
  const dates = articleDates(
    REPO_DIR,
    pages.flatMap(({page}) => (page.article ? [page.article.sourceFile] : [])),
  );
  for (const {file, html, facts, page} of pages) {
    const dateModified = page.article && dates.get(page.article.sourceFile);
    const tags = shareHeadTags({page, ...facts, siteUrl, ...(dateModified ? {dateModified} : {})});
    writeFileSync(file, withShareTags(html, tags));
  }
  return pages.length;
}
