import {fence} from './markdown-text';

/** What an item's page header shows, as its Markdown twins carry it. */
export interface TwinItemFacts {
  /** `import {Button} from '@material-react/material/button';` */
  importLine: string;
  /** The entry point's folder on the repository. */
  sourceUrl: string;
  /** The overview's markdown on the repository. */
  overviewUrl: string;
  /** The WAI-ARIA pattern the item follows. */
  pattern?: {name: string; url: string};
  /** `Adds 3.1 kB JS + 1.2 kB CSS, gzip, to an app that already has React`. */
  size?: string;
  /** Where the sizes of every entry point are listed and the method explained. */
  sizeUrl: string;
  /** What the test run proves about the item, each with the twin of the guide that shows how. */
  proven?: {label: string; text: string; url: string}[];
}

/**
 * The header of an item's twin under its tab links: the import line in a code block, then the
 * source, the pattern, the bundle size and what the test run proves as a list.
 */
export function itemFactsMarkdown(facts: TwinItemFacts): string {
  // A file on the repository is named by its path there, without the host and branch.
  const label = (url: string) => url.split('/main/')[1] ?? url;
  const lines = [
    `- Source: [${label(facts.sourceUrl)}](${facts.sourceUrl}), overview: [${label(facts.overviewUrl)}](${facts.overviewUrl})`,
    facts.pattern && `- WAI-ARIA pattern: [${facts.pattern.name}](${facts.pattern.url})`,
    facts.size && `- Bundle size: ${facts.size} ([how it is measured](${facts.sizeUrl}))`,
    ...(facts.proven ?? []).map((fact) => `- ${fact.label}: ${fact.text} ([how](${fact.url}))`),
  ].filter(Boolean);
  return `${fence(facts.importLine, 'ts')}\n\n${lines.join('\n')}`;
}
