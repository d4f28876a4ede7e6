import type {ApiDoc} from '@material-react/tools/api';
import {
  blocks,
  fence,
  headingAt,
  importLineOf,
  inlineCode,
  renderEntryPoint,
  renderSymbol,
  symbolsOf,
  type ApiSymbol,
  type DocsDataItem,
  type DocsDataSection,
} from '@material-react/tools/docs-data/light';
import {z} from 'zod';
import type {DocsStore} from '../docs-store';
import {didYouMean} from '../suggest';
import {absoluteUrl, allItems} from './places';
import {ToolFailure, requireText, type ToolAnswer} from './tool-answer';

export const getApiInput = {
  name: z
    .string()
    .describe(
      'An item id for the whole API of its entry points (`button`, `components/button`, ' +
        '`cdk/overlay`), an entry point (`@material-react/cdk/a11y`), or the name of one symbol ' +
        '(`Tooltip`, `TooltipProps`, `useFocusOrigin`). Case does not matter; an exact match ' +
        'wins over a partial one.',
    ),
};

type ItemEntry = {section: DocsDataSection; item: DocsDataItem};
type SymbolEntry = {symbol: ApiSymbol; api: ApiDoc};

/** At most this many candidates are listed when a partial name matches several. */
const MAX_CANDIDATES = 20;

function itemApiPage(item: DocsDataItem): string {
  return `${item.path}/api`;
}

function owningItem(store: DocsStore, api: ApiDoc): ItemEntry | undefined {
  return allItems(store.docs).find(({item}) => item.entryPoints.includes(api.entryPoint));
}

/** The URL of a symbol's heading, as the search index records it; else its item's API page. */
function symbolUrl(store: DocsStore, entry: SymbolEntry): string | undefined {
  const owner = owningItem(store, entry.api);
  if (!owner) return undefined;
  const page = itemApiPage(owner.item);
  const document = store.documents.find(
    (doc) =>
      doc.level === 'symbol' && doc.title === entry.symbol.name && doc.url.startsWith(`${page}#`),
  );
  return absoluteUrl(store.docs, document?.url ?? page);
}

function renderItem(store: DocsStore, {section, item}: ItemEntry, note?: string): string {
  const apis = item.entryPoints.map((entryPoint) => ({
    entryPoint,
    api: store.docs.api.find((api) => api.entryPoint === entryPoint),
  }));
  return blocks(
    headingAt(1, `${item.name} API`),
    `${section.name} › ${item.name} (${inlineCode(`${section.key}/${item.id}`)}): ` +
      absoluteUrl(store.docs, itemApiPage(item)),
    note,
    apis.length === 0 && `${item.name} documents no API.`,
    ...apis.map(({entryPoint, api}) =>
      api ? renderEntryPoint(api, 2) : `${inlineCode(entryPoint)}: no API reference was found.`,
    ),
  );
}

function renderSymbolEntry(store: DocsStore, entry: SymbolEntry): string {
  const owner = owningItem(store, entry.api);
  const url = symbolUrl(store, entry);
  const where = owner ? ` (${owner.section.name} › ${owner.item.name})` : '';
  const preamble = blocks(
    `Entry point: ${inlineCode(entry.api.entryPoint)}${where}${url ? `: ${url}` : ''}`,
    fence(importLineOf(entry.api, entry.symbol), 'ts'),
  );
  return renderSymbol(entry.symbol, 1, {preamble});
}

function renderSymbols(store: DocsStore, entries: readonly SymbolEntry[], note?: string): string {
  const intro =
    entries.length > 1
      ? `${inlineCode(entries[0]!.symbol.name)} is exported by ${entries.length} entry points.`
      : undefined;
  return blocks(note, intro, ...entries.map((entry) => renderSymbolEntry(store, entry)));
}

/**
 * The API of an item, an entry point or one symbol, as Markdown. Names are matched exactly
 * first (item ids, then symbol names as written, then either in any case), then in part.
 */
export function getApi(store: DocsStore, input: {name: string}): ToolAnswer {
  const name = requireText(input.name, 'name', '`button` or `TooltipProps`');
  const lower = name.toLowerCase();
  const items = allItems(store.docs);
  const symbols: SymbolEntry[] = store.docs.api.flatMap((api) =>
    symbolsOf(api).map((symbol) => ({symbol, api})),
  );

  const api = store.docs.api.find((entry) => entry.entryPoint.toLowerCase() === lower);
  if (api) {
    const owner = owningItem(store, api);
    const where =
      owner &&
      `Documented in ${owner.section.name} › ${owner.item.name}: ` +
        absoluteUrl(store.docs, itemApiPage(owner.item));
    return {text: renderEntryPoint(api, 1, where)};
  }

  const itemsNamed = (caseSensitive: boolean) => {
    const same = (a: string) => (caseSensitive ? a === name : a.toLowerCase() === lower);
    return items.filter(({section, item}) => same(item.id) || same(`${section.key}/${item.id}`));
  };
  const symbolsNamed = (wanted: string, caseSensitive: boolean) =>
    symbols.filter(({symbol}) =>
      caseSensitive ? symbol.name === wanted : symbol.name.toLowerCase() === wanted.toLowerCase(),
    );
  const answerItems = (found: ItemEntry[]) => {
    const [first, ...others] = found;
    const note =
      others.length > 0
        ? `Also an item: ${others.map(({section, item}) => inlineCode(`${section.key}/${item.id}`)).join(', ')}.`
        : undefined;
    return {text: renderItem(store, first!, note)};
  };

  const exactItems = itemsNamed(true);
  if (exactItems.length > 0) return answerItems(exactItems);
  const exactSymbols = symbolsNamed(name, true);
  if (exactSymbols.length > 0) return {text: renderSymbols(store, exactSymbols)};
  const anyCaseItems = itemsNamed(false);
  if (anyCaseItems.length > 0) return answerItems(anyCaseItems);
  const anyCaseSymbols = symbolsNamed(name, false);
  if (anyCaseSymbols.length > 0) return {text: renderSymbols(store, anyCaseSymbols)};

  // `TabGroup.selectedIndex`: the member's symbol.
  const owner = name.includes('.') ? name.slice(0, name.indexOf('.')) : undefined;
  const owners = owner ? symbolsNamed(owner, false) : [];
  if (owners.length > 0) {
    const note = `${inlineCode(name)} is documented with ${inlineCode(owners[0]!.symbol.name)}:`;
    return {text: renderSymbols(store, owners, note)};
  }

  const partialItems = items.filter(({item}) => item.id.includes(lower));
  const partialSymbols = symbols.filter(({symbol}) => symbol.name.toLowerCase().includes(lower));
  const candidates = [
    ...partialItems.map(({section, item}) => `${inlineCode(`${section.key}/${item.id}`)} (item)`),
    ...partialSymbols.map(
      ({symbol, api}) =>
        `${inlineCode(symbol.name)} (${symbol.kind} in ${inlineCode(api.entryPoint)})`,
    ),
  ];
  if (candidates.length === 1) {
    const note = `Nothing is named ${inlineCode(name)} exactly; the one name that contains it:`;
    return partialItems.length === 1
      ? {text: renderItem(store, partialItems[0]!, note)}
      : {text: renderSymbols(store, partialSymbols, note)};
  }
  if (candidates.length > 1) {
    const shown = candidates.slice(0, MAX_CANDIDATES);
    const rest = candidates.length - shown.length;
    return {
      text: blocks(
        `Nothing is named ${inlineCode(name)} exactly; ${candidates.length} names contain it. ` +
          'Ask again with one of them:',
        shown.map((candidate) => `- ${candidate}`).join('\n'),
        rest > 0 && `…and ${rest} more.`,
      ),
    };
  }
  const known = [
    ...items.map(({item}) => item.id),
    ...items.map(({section, item}) => `${section.key}/${item.id}`),
    ...symbols.map(({symbol}) => symbol.name),
  ];
  throw new ToolFailure(
    `No item, entry point or API symbol is named "${name}".${didYouMean(name, known)} ` +
      'list_items lists the items, and search_docs finds API names by words.',
  );
}
