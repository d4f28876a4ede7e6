import {describe, expect, it} from 'vitest';
import {prerenderPaths} from '../app/docs/site-pages';
import {structuredData} from './share-meta-build';
import {describePage} from './share-pages';
import {
  absoluteUrl,
  breadcrumbList,
  HEADLINE_LIMIT,
  jsonLdScript,
  techArticle,
  type JsonLd,
} from './structured-data';

const SITE = 'https://docs.example.org';

const isAbsoluteUrl = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The problems a structured-data validator (Google's Rich Results Test, schema.org's validator)
 * reports for the kinds the site uses: the required properties of `BreadcrumbList` and its
 * `ListItem`s, and the required and recommended ones of an article.
 */
function shapeProblems(data: JsonLd): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => ok || problems.push(problem);
  need(data['@context'] === 'https://schema.org', '@context is not https://schema.org');
  if (data['@type'] === 'BreadcrumbList') {
    const items = data.itemListElement;
    need(Array.isArray(items) && items.length >= 2, 'a trail needs at least two ListItems');
    (Array.isArray(items) ? items : []).forEach((item: Record<string, unknown>, index) => {
      need(item['@type'] === 'ListItem', `item ${index} is not a ListItem`);
      need(item.position === index + 1, `item ${index} is not at position ${index + 1}`);
      need(isText(item.name), `item ${index} has no name`);
      need(isAbsoluteUrl(item.item), `item ${index} has no absolute URL`);
    });
  } else if (data['@type'] === 'TechArticle') {
    const headline = data.headline;
    need(isText(headline), 'an article needs a headline');
    need(String(headline).length <= HEADLINE_LIMIT, `headline over ${HEADLINE_LIMIT} characters`);
    need(isText(data.description), 'an article needs a description');
    for (const key of ['url', 'mainEntityOfPage', 'image']) {
      need(isAbsoluteUrl(data[key]), `${key} is not an absolute URL`);
    }
    need(/^\d{4}-\d{2}-\d{2}$/.test(String(data.dateModified)), 'dateModified is not a date');
    for (const key of ['author', 'publisher']) {
      const party = data[key] as Record<string, unknown> | undefined;
      need(party?.['@type'] === 'Organization' && isText(party.name), `${key} has no name`);
    }
  } else if (data['@type'] === 'WebSite') {
    need(isText(data.name) && isAbsoluteUrl(data.url), 'a WebSite needs a name and a URL');
  } else {
    problems.push(`unexpected @type ${String(data['@type'])}`);
  }
  return problems;
}

describe('structured data of every page', () => {
  const all = prerenderPaths().map((path) => ({
    path,
    data: structuredData({
      page: describePage(path, 'What the page is about.'),
      title: 'A page | Material',
      description: 'What the page is about.',
      siteUrl: SITE,
      dateModified: '2026-11-20',
    }),
  }));

  it('passes the validator’s shape rules on every page', () => {
    for (const {path, data} of all) {
      for (const item of data) expect(shapeProblems(item), `${path}`).toEqual([]);
    }
  });

  it('gives each page a trail (the homepage: the site), and overviews and guides an article', () => {
    for (const {path, data} of all) {
      const types = data.map((item) => item['@type']);
      const article = /^\/guide\/|\/overview$/.test(path);
      const first = path === '/' ? 'WebSite' : 'BreadcrumbList';
      expect(types, path).toEqual(article ? [first, 'TechArticle'] : [first]);
    }
  });
});

describe('the shape rules', () => {
  it('catch what a validator would reject', () => {
    const broken = breadcrumbList([{name: '', path: '/only'}], SITE);
    (broken.itemListElement as {position: number}[])[0]!.position = 0;
    expect(shapeProblems(broken)).toEqual([
      'a trail needs at least two ListItems',
      'item 0 is not at position 1',
      'item 0 has no name',
    ]);
    const relative = {...breadcrumbList([{name: 'A', path: '/a'}], SITE)};
    relative.itemListElement = [{'@type': 'ListItem', position: 1, name: 'A', item: '/a'}];
    expect(shapeProblems(relative)).toContain('item 0 has no absolute URL');
  });
});

describe('techArticle', () => {
  it('cuts a headline longer than 110 characters', () => {
    const article = techArticle({
      headline: 'A very long headline '.repeat(10),
      description: 'D',
      url: `${SITE}/a`,
      image: `${SITE}/og/a.png`,
      dateModified: '2026-01-02',
      publisher: 'Material for React',
      siteUrl: SITE,
    });
    expect(String(article.headline).length).toBeLessThanOrEqual(HEADLINE_LIMIT);
    expect(shapeProblems(article)).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('puts the path right after the site’s address', () => {
    expect(absoluteUrl('https://a.dev', '/guides')).toBe('https://a.dev/guides');
    expect(absoluteUrl('https://a.dev', '/')).toBe('https://a.dev/');
  });
});

describe('jsonLdScript', () => {
  it('writes a data block that no text can close or break, and that parses back', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'WebSite',
      name: '</script><script>alert(1)</script><!--',
    };
    const script = jsonLdScript(data);
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(body)).toEqual(data);
  });
});
