import {dirname} from 'node:path';
import {
  entryPointsWithMainExports,
  importLine,
  sizeSentence,
  sizeTableMarkdown,
  type EntrySize,
} from '@material-react/tools/size';
import type {RenderedMarkdown} from '../../tools/markdown/index';
import type {ItemFacts, ProvenFact} from '../app/docs/content/doc-content';
import {itemSources, type DocItem} from '../app/docs/documentation-items';

/** Where a guide puts the table of every entry point's bundle size (the "Bundle size" guide). */
export const SIZE_TABLE_MARKER = '<!-- bundle-size-table -->';

let mainExports: Map<string, string> | undefined;

/** The export each entry point's import line names, read from the sources once. */
function mainExportOf(repoDir: string, entryPoint: string): string {
  mainExports ??= new Map(
    entryPointsWithMainExports(repoDir).map((entry) => [entry.entryPoint, entry.name]),
  );
  const name = mainExports.get(entryPoint);
  if (!name) throw new Error(`${entryPoint} exports no value to import.`);
  return name;
}

/**
 * What an item's header shows under its title (see {@link ItemFacts}): the import line of its
 * entry point's main export, its folder and overview on the repository, the ARIA pattern its
 * keyboard table names (the one home of that link), the measured size of its entry point and
 * what the test run proves about it (see `provenFacts`).
 */
export function itemFacts(
  repoDir: string,
  item: DocItem,
  overview: Pick<RenderedMarkdown, 'keyboardTables'>,
  sizes: ReadonlyMap<string, EntrySize>,
  proven: readonly ProvenFact[] = [],
): ItemFacts {
  const {apiEntryPoints, overviewPath} = itemSources(item);
  const entryPoint = apiEntryPoints[0]!;
  const pattern = overview.keyboardTables[0]?.table.pattern;
  const size = sizes.get(entryPoint);
  return {
    importLine: importLine(mainExportOf(repoDir, entryPoint), entryPoint),
    sourceDir: dirname(overviewPath),
    overviewPath,
    ...(pattern && 'url' in pattern && {pattern}),
    ...(size && {size: sizeSentence(size)}),
    ...(proven.length > 0 && {proven: [...proven]}),
  };
}

/** A guide's markdown with the bundle size table in place of {@link SIZE_TABLE_MARKER}. */
export function withSizeTable(source: string, sizes: ReadonlyMap<string, EntrySize>): string {
  return source.replace(SIZE_TABLE_MARKER, () => sizeTableMarkdown([...sizes.values()]));
}
