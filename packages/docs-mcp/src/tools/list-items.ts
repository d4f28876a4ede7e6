import {
  blocks,
  headingAt,
  inlineCode,
  type DocsDataItem,
  type DocsDataSection,
} from '@material-react/tools/docs-data/light';
import {z} from 'zod';
import type {DocsStore} from '../docs-store';
import {didYouMean} from '../suggest';
import {absoluteUrl} from './places';
import {ToolFailure, type ToolAnswer} from './tool-answer';

/** The name that lists the guides, as if they were a section. */
const GUIDES = 'guides';

export const listItemsInput = {
  section: z
    .string()
    .optional()
    .describe(
      'A section key or name (`components`, `cdk`) to list only its items, or `guides` for the ' +
        'guides. Leave it out to list every section and the guides.',
    ),
};

function itemLines(store: DocsStore, item: DocsDataItem): string {
  const pages = item.tabs.map((tab) => `${item.path}/${tab}`);
  return [
    `- **${item.name}** (${inlineCode(item.id)}): ${item.summary}`,
    `  ${absoluteUrl(store.docs, pages[0] ?? item.path)}`,
    `  Pages: ${pages.map(inlineCode).join(', ')}`,
    item.entryPoints.length > 0 && `  Entry points: ${item.entryPoints.map(inlineCode).join(', ')}`,
    item.examples.length > 0 && `  Examples: ${item.examples.map(inlineCode).join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function sectionBlock(store: DocsStore, section: DocsDataSection): string {
  return blocks(
    headingAt(2, `${section.name} (${inlineCode(section.key)})`),
    section.summary,
    section.items.map((item) => itemLines(store, item)).join('\n'),
  );
}

function guidesBlock(store: DocsStore): string {
  return blocks(
    headingAt(2, 'Guides'),
    store.docs.guides
      .map(
        (guide) =>
          `- **${guide.name}** (${inlineCode(guide.id)}): ${guide.summary}\n` +
          `  ${absoluteUrl(store.docs, guide.path)}, page ${inlineCode(guide.path)}`,
      )
      .join('\n'),
  );
}

/** The docs' sections with their items, and the guides; or one section, or only the guides. */
export function listItems(store: DocsStore, input: {section?: string | undefined}): ToolAnswer {
  const {docs} = store;
  const title = headingAt(1, `${docs.siteName} docs, version ${docs.version}`);
  const wanted = input.section?.trim().toLowerCase();
  if (!wanted) {
    return {
      text: blocks(
        title,
        `Pages are at ${docs.siteUrl}; get_page gives any of them as Markdown.`,
        ...docs.sections.map((section) => sectionBlock(store, section)),
        guidesBlock(store),
      ),
    };
  }
  if (wanted === GUIDES) return {text: blocks(title, guidesBlock(store))};
  const section = docs.sections.find(
    (entry) => entry.key.toLowerCase() === wanted || entry.name.toLowerCase() === wanted,
  );
  if (!section) {
    const known = [...docs.sections.map((entry) => entry.key), GUIDES];
    throw new ToolFailure(
      `There is no section "${input.section!.trim()}".${didYouMean(wanted, known)} ` +
        `The sections are ${known.map(inlineCode).join(', ')}.`,
    );
  }
  return {text: blocks(title, sectionBlock(store, section))};
}
