import {join} from 'node:path';
import {EXAMPLES_SRC_DIR} from '@material-react/tools/examples';
import {findExampleItem, type ExampleLocation} from '../app/docs/documentation-items';
import type {DocContent, ItemFacts, PageExample} from '../app/docs/content/doc-content';
import type {ContentKind} from '../app/docs/content/use-content';
import type {ComponentToken} from '../../tools/tokens/index';

/** What the build knows of an example: its entry in the example index. */
export interface ExampleEntry extends ExampleLocation {
  title: string;
  componentName: string;
  primaryFile: string;
}

/**
 * The source of one example's {@link PageExample}: its data as JSON and its loader, a lazy
 * `import()` of its primary file (by absolute path, which the bundler resolves from a virtual
 * module), so that each example stays a chunk of its own.
 */
export function pageExampleSource(example: ExampleEntry): string {
  const found = findExampleItem(example);
  const data: Omit<PageExample, 'load'> = {
    id: example.id,
    title: example.title || example.id,
    componentName: example.componentName,
    primaryFile: example.primaryFile,
    itemPath: found ? `/${found.section.key}/${found.item.id}/examples` : '',
  };
  const file = join(EXAMPLES_SRC_DIR, example.packagePath, example.primaryFile);
  const json = JSON.stringify(data);
  const load = `() => import(${JSON.stringify(file)}).then((m) => m.${example.componentName})`;
  return `${json.slice(0, -1)},"load":${load}}`;
}

function examplesByIdSource(ids: Iterable<string>, examples: Map<string, ExampleEntry>) {
  const members = [...new Set(ids)].flatMap((id) => {
    const example = examples.get(id);
    return example ? [`${JSON.stringify(id)}:${pageExampleSource(example)}`] : [];
  });
  return `{${members.join(',')}}`;
}

/**
 * The module of an overview or a guide: its parts and headings, and the examples it embeds (an
 * embed of an unknown example is already a "not found" note in the HTML).
 */
export function docContentModule(
  content: Omit<DocContent, 'examples'>,
  examples: Map<string, ExampleEntry>,
): string {
  const embedded = content.parts.flatMap((part) =>
    part.kind === 'example' ? [part.exampleId] : [],
  );
  const json = JSON.stringify({
    parts: content.parts,
    headings: content.headings,
    ...(content.source && {source: content.source}),
    ...(content.item && {item: content.item}),
  });
  return `export default ${json.slice(0, -1)},"examples":${examplesByIdSource(embedded, examples)}};\n`;
}

/**
 * The module of an item's Examples tab: its examples, in the given order, and what the item's
 * header shows.
 */
export function examplesPageModule(
  ids: string[],
  examples: Map<string, ExampleEntry>,
  item?: ItemFacts,
): string {
  return `export default {${examplesAndFactsSource(ids, examples, item)}};\n`;
}

/**
 * The `"examples":[…]` of a page module, the known ones of `ids` in their order, and its
 * `"item":…` when the page has an item header.
 */
function examplesAndFactsSource(
  ids: string[],
  examples: Map<string, ExampleEntry>,
  item?: ItemFacts,
): string {
  const list = ids.flatMap((id) => {
    const example = examples.get(id);
    return example ? [pageExampleSource(example)] : [];
  });
  const facts = item ? `,"item":${JSON.stringify(item)}` : '';
  return `"examples":[${list.join(',')}]${facts}`;
}

/**
 * The module of a component's Styling tab: its tokens (names, fallbacks and descriptions, as
 * JSON) and the examples it shows live, in the given order.
 */
export function stylingPageModule(
  tokens: readonly ComponentToken[],
  ids: string[],
  examples: Map<string, ExampleEntry>,
  item?: ItemFacts,
): string {
  const rest = examplesAndFactsSource(ids, examples, item);
  return `export default {"tokens":${JSON.stringify(tokens)},${rest}};\n`;
}

/** The module that loads one kind of content by key: `export const loaders = {key: import}`. */
export function loaderModule(
  kind: ContentKind | 'styling',
  keys: string[],
  prefix: string,
): string {
  const lines = keys.map(
    (key) =>
      `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${prefix}${kind}/${key}`)}),`,
  );
  return `export const loaders = {\n${lines.join('\n')}\n};\n`;
}
