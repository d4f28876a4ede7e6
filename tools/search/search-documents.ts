import type {ApiDoc, PropDoc} from '../api/api-types';
import type {TextSection} from '../markdown/rehype-text-sections';
import {tokenAnchor} from '../tokens/extract-tokens';

/**
 * The kind of a result, which the dialog and the search page group results by (each group placed
 * by its best result).
 */
export type SearchGroup = 'Components' | 'CDK' | 'Guides' | 'API' | 'Examples';

/**
 * What a result is: a whole page, a heading in one, an API symbol, a member of one (a prop, a
 * property, a method), or an example. The ranking weighs them differently.
 */
export type SearchLevel = 'page' | 'section' | 'symbol' | 'member' | 'example';

/** One searchable place in the docs: a page, a heading, an API symbol or member, an example. */
export interface SearchDocument {
  /** Its position in the list, which the engine uses as its id. */
  id: number;
  group: SearchGroup;
  level: SearchLevel;
  /** What the result is called, e.g. `Tabs`, `Theming the library` or `TabGroup.selectedIndex`. */
  title: string;
  /** Where it lives, e.g. `Tabs · API`. */
  location: string;
  /** The path of its page, with the `#id` of the exact heading, API row or example. */
  url: string;
  /** Other names it is found by (an example id, an item id, an entry point), space-separated. */
  keywords: string;
  /** Its plain text, from which the excerpt is cut. */
  text: string;
}

/** A documentation item as the search needs it: from the manifest and its rendered content. */
export interface SearchItemSource {
  /** The section's URL segment (`components`) and display name (`Components`). */
  section: {key: string; name: string};
  /** The item's id, name and one-line summary from the manifest. */
  id: string;
  name: string;
  summary: string;
  /** The rendered overview, cut at its headings. */
  overview: readonly TextSection[];
  /** The API docs of the item's entry points (descriptions as HTML). */
  api: readonly ApiDoc[];
  /** The item's examples: id and title. */
  examples: readonly {id: string; title: string}[];
  /** The component tokens its Styling tab lists (none: no Styling tab). */
  tokens?: readonly {name: string; description: string}[];
}

/** A guide as the search needs it. */
export interface SearchGuideSource {
  id: string;
  name: string;
  summary: string;
  sections: readonly TextSection[];
}

/**
 * The documents as the browser gets them: one array per document, in the order of
 * the fields of {@link SearchDocument}, which is much smaller than objects with repeated keys.
 */
export type PackedSearchDocument = [
  group: SearchGroup,
  level: SearchLevel,
  title: string,
  location: string,
  url: string,
  keywords: string,
  text: string,
];

/** Packs documents for the browser; {@link unpackSearchDocuments} restores them. */
export function packSearchDocuments(documents: readonly SearchDocument[]): PackedSearchDocument[] {
  return documents.map((doc) => [
    doc.group,
    doc.level,
    doc.title,
    doc.location,
    doc.url,
    doc.keywords,
    doc.text,
  ]);
}

/** Restores packed documents, numbering them in order. */
export function unpackSearchDocuments(packed: readonly PackedSearchDocument[]): SearchDocument[] {
  return packed.map(([group, level, title, location, url, keywords, text], id) => ({
    id,
    group,
    level,
    title,
    location,
    url,
    keywords,
    text,
  }));
}

/** Everything the index is built from. */
export interface SearchSources {
  items: readonly SearchItemSource[];
  guides: readonly SearchGuideSource[];
  /**
   * The `id` of an API symbol's heading, or of a member's row when `member` is given: the same
   * function the API page uses, so results land where the page puts them.
   */
  apiAnchor: (api: ApiDoc, symbol: string, member?: string) => string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The plain text of a piece of rendered HTML (an API description). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(?:p|li|ul|ol|div|br|h[1-6]|pre|table|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

type Draft = Omit<SearchDocument, 'id'>;

function sectionDocuments(
  sections: readonly TextSection[],
  page: {url: string; group: SearchGroup; location: string},
): Draft[] {
  return sections
    .filter((section) => section.headingId !== undefined && section.heading)
    .map((section) => ({
      group: page.group,
      level: 'section' as const,
      title: section.heading!,
      location: page.location,
      url: `${page.url}#${section.headingId}`,
      keywords: '',
      text: section.text,
    }));
}

function memberDocuments(
  api: ApiDoc,
  owner: string,
  members: readonly Pick<PropDoc, 'name' | 'description'>[],
  base: {location: string; url: string; suffix?: string},
  apiAnchor: SearchSources['apiAnchor'],
): Draft[] {
  const seen = new Set<string>();
  return members.flatMap((member) => {
    // Overloads repeat a name; the page anchors its first row.
    if (seen.has(member.name)) return [];
    seen.add(member.name);
    return [
      {
        group: 'API' as const,
        level: 'member' as const,
        title: `${owner}.${member.name}${base.suffix ?? ''}`,
        location: `${base.location} · ${owner}`,
        url: `${base.url}#${apiAnchor(api, owner, member.name)}`,
        keywords: member.name,
        text: htmlToText(member.description),
      },
    ];
  });
}

/** The API symbols and members of one entry point. */
function apiDocuments(
  api: ApiDoc,
  page: {url: string; location: string},
  apiAnchor: SearchSources['apiAnchor'],
): Draft[] {
  const drafts: Draft[] = [];
  const symbol = (name: string, description: string, kind: string): Draft => ({
    group: 'API',
    level: 'symbol',
    title: name,
    location: page.location,
    url: `${page.url}#${apiAnchor(api, name)}`,
    keywords: kind,
    text: htmlToText(description),
  });
  for (const doc of api.components) {
    drafts.push(symbol(doc.name, doc.description, 'component'));
    drafts.push(...memberDocuments(api, doc.name, doc.props, page, apiAnchor));
  }
  for (const doc of [...api.hooks, ...api.functions]) {
    drafts.push(symbol(doc.name, doc.description, doc.kind));
  }
  for (const doc of api.classes) {
    drafts.push(symbol(doc.name, doc.description, 'class'));
    drafts.push(...memberDocuments(api, doc.name, doc.properties, page, apiAnchor));
    drafts.push(...memberDocuments(api, doc.name, doc.methods, {...page, suffix: '()'}, apiAnchor));
  }
  for (const doc of api.types) {
    drafts.push(symbol(doc.name, doc.description, doc.kind));
    // A component's props type lists the props the component entry already has.
    if (doc.propsOf === undefined) {
      drafts.push(...memberDocuments(api, doc.name, doc.members ?? [], page, apiAnchor));
    }
    drafts.push(...memberDocuments(api, doc.name, doc.enumMembers ?? [], page, apiAnchor));
  }
  for (const doc of api.constants) drafts.push(symbol(doc.name, doc.description, 'constant'));
  return drafts;
}

/**
 * Lists every searchable place of the docs, from the manifest's items and guides and their
 * rendered content: each item's overview page and headings, its API symbols and members, its
 * examples, and each guide and its headings. URLs point at the exact heading, API row or
 * example, with the same ids the pages give them.
 */
export function buildSearchDocuments(sources: SearchSources): SearchDocument[] {
  const drafts: Draft[] = [];
  for (const item of sources.items) {
    const base = `/${item.section.key}/${item.id}`;
    const group: SearchGroup = item.section.key === 'cdk' ? 'CDK' : 'Components';
    const intro = item.overview.find((section) => section.headingId === undefined)?.text ?? '';
    drafts.push({
      group,
      level: 'page',
      title: item.name,
      location: `${item.section.name} · Overview`,
      url: `${base}/overview`,
      keywords: item.id,
      text: [item.summary, intro].filter(Boolean).join(' '),
    });
    drafts.push(
      ...sectionDocuments(item.overview, {
        url: `${base}/overview`,
        group,
        location: `${item.name} · Overview`,
      }),
    );
    for (const api of item.api) {
      drafts.push(
        ...apiDocuments(
          api,
          {url: `${base}/api`, location: `${item.name} · API`},
          sources.apiAnchor,
        ),
      );
    }
    for (const token of item.tokens ?? []) {
      // A token is part of the styling API: found by its name or its words, it lands on its row.
      drafts.push({
        group: 'API',
        level: 'member',
        title: token.name,
        location: `${item.name} · Styling`,
        url: `${base}/styling#${tokenAnchor(token.name)}`,
        keywords: 'token',
        text: token.description,
      });
    }
    for (const example of item.examples) {
      drafts.push({
        group: 'Examples',
        level: 'example',
        title: example.title,
        location: `${item.name} · Examples`,
        url: `${base}/examples#${example.id}`,
        keywords: example.id,
        text: '',
      });
    }
  }
  for (const guide of sources.guides) {
    const url = `/guide/${guide.id}`;
    const intro = guide.sections.find((section) => section.headingId === undefined)?.text ?? '';
    drafts.push({
      group: 'Guides',
      level: 'page',
      title: guide.name,
      location: 'Guides',
      url,
      keywords: guide.id,
      text: [guide.summary, intro].filter(Boolean).join(' '),
    });
    drafts.push(...sectionDocuments(guide.sections, {url, group: 'Guides', location: guide.name}));
  }
  return drafts.map((draft, id) => ({id, ...draft}));
}
