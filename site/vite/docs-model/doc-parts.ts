import type {DocPart, ExampleHeadingLevel} from '../../app/docs/content/doc-content';

/** The placeholder the markdown pipeline writes for `<!-- example(<id>) -->`. */
const EXAMPLE_EMBED = /<div class="docs-example-embed" data-example-id="([^"]+)"><\/div>/g;

/**
 * Cuts rendered HTML at its example placeholders, so the page can put live examples there. Each
 * example's title becomes a heading one level below the heading it follows (the page title, an
 * `<h1>`, when none comes before it), so headings inside the example fit the page's outline.
 */
export function splitAtExamples(html: string): DocPart[] {
  const parts: DocPart[] = [];
  let last = 0;
  let sectionLevel = 1;
  for (const match of html.matchAll(EXAMPLE_EMBED)) {
    const before = html.slice(last, match.index).trim();
    if (before) parts.push({kind: 'html', html: before});
    for (const heading of before.matchAll(/<h([1-6])[\s>]/g)) sectionLevel = Number(heading[1]);
    const headingLevel = Math.min(sectionLevel + 1, 6) as ExampleHeadingLevel;
    parts.push({kind: 'example', exampleId: match[1]!, headingLevel});
    last = match.index + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest) parts.push({kind: 'html', html: rest});
  return parts;
}
