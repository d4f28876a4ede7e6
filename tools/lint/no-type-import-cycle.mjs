/**
 * An ESLint rule that reports import cycles closed by a type-only import.
 *
 * `import-x/no-cycle` follows the imports that exist at run time and skips `import type` (and
 * imports whose every name is a type) by design, so a type that lives beside the hook or the
 * context that uses it can tie two modules in a knot that no-cycle never sees. This rule looks at
 * exactly those imports: it reports each type-only import or re-export whose module leads back to
 * the importing file through any imports, type-only ones included. A cycle with a type-only import
 * in it is reported here, at that import; a cycle without one is no-cycle's. Together they leave
 * no cycle of any kind.
 *
 * Only relative specifiers are followed: the packages, the site and tools import one another one
 * way only (the layer rules), so a cycle never leaves a package or folder.
 */
import {readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/**
 * The relative imports of each file read so far, kept while the file is unchanged.
 * @type {Map<string, {mtimeMs: number, imports: string[]}>}
 */
const importsByFile = new Map();

/** @param {string} path */
function isSourceFile(path) {
  if (!SOURCE_EXTENSIONS.some((extension) => path.endsWith(extension))) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false; // missing, or a path through a file (`dialog.css/index.ts`)
  }
}

/**
 * The source file a relative specifier of `fromFile` names (`./tab` is `./tab.tsx`, `../a11y`
 * is `../a11y/index.ts`), or `undefined` for a package, a stylesheet or an asset.
 * @param {string} specifier
 * @param {string} fromFile
 * @returns {string | undefined}
 */
export function resolveRelativeImport(specifier, fromFile) {
  if (!/^\.\.?(?:\/|$)/.test(specifier) || specifier.includes('?')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  return [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ].find(isSourceFile);
}

/**
 * The files `file` imports by relative specifiers: imports, re-exports and dynamic imports, with
 * or without `type`.
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const {mtimeMs} = statSync(file);
  const known = importsByFile.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const {importedFiles} = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({fileName}) => resolveRelativeImport(fileName, file))
    .filter((path) => path !== undefined);
  importsByFile.set(file, {mtimeMs, imports});
  return imports;
}

/**
 * The shortest chain of imports from `start` to `goal` (both included), or `undefined`.
 * @param {string} start
 * @param {string} goal
 * @returns {string[] | undefined}
 */
function importChain(start, goal) {
  /** @type {Map<string, string | null>} each file reached and the file that imported it */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const chain = [goal];
        for (let back = file; back !== null; back = cameFrom.get(back) ?? null) chain.unshift(back);
        return chain;
      }
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * Whether a declaration only brings in types, as no-cycle judges it: `import type`, `export
 * type … from`, or an import or re-export whose every name is marked `type`.
 * @param {any} node An ImportDeclaration, ExportNamedDeclaration or ExportAllDeclaration.
 */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const names = node.specifiers ?? [];
  return (
    names.length > 0 &&
    names.every(
      (/** @type {any} */ name) => name.importKind === 'type' || name.exportKind === 'type',
    )
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTypeImportCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Disallow import cycles that close through a type-only import (import-x/no-cycle skips those).',
    },
    schema: [],
    messages: {
      cycle:
        'Import cycle through this type-only import: {{chain}}. Move the type to a module both ' +
        'sides can import, such as the one that makes the data it describes.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    /** @param {any} node */
    function check(node) {
      if (!node.source || !isTypeOnly(node)) return;
      const target = resolveRelativeImport(node.source.value, filename);
      if (!target || target === filename) return;
      const chain = importChain(target, filename);
      if (!chain) return;
      const names = [filename, ...chain].map((file) => relative(dirname(filename), file) || '.');
      context.report({node, messageId: 'cycle', data: {chain: names.join(' -> ')}});
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
