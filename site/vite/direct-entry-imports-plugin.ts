import {existsSync, readFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {init, parse} from 'es-module-lexer';
import type {Plugin} from 'vite';

/** An import of one of the library's entry points: `@material-react/material/menu`. */
const ENTRY_POINT = /^@material-react\/(?:cdk|material)\/[\w-]+$/;

/** One `export {A, B as C, type D} from './x';` statement of an entry point's index. */
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g;

/** `import {A, B as C} from '…'`, the only form of import this plugin rewrites. */
const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])[^'"]+\2\s*;?$/;

/** Where each name an entry point exports is defined: the module and its own name there. */
export type EntryPointMap = Map<string, {file: string; name: string}>;

/** The file a relative import names without its extension: `./menu` is `menu.tsx` or `menu.ts`. */
function sourceFile(path: string): string {
  for (const candidate of [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`, path]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${path}: no such module.`);
}

/**
 * Reads an entry point's `index.ts`, which (as the conventions say) holds nothing but named
 * re-exports. Throws on anything else, so that a barrel this plugin cannot see through is noticed
 * rather than bundled whole.
 */
export function readEntryPoint(indexFile: string, source: string): EntryPointMap {
  const map: EntryPointMap = new Map();
  const rest = source
    .replace(RE_EXPORT, (_statement, typeOnly: string | undefined, names: string, from: string) => {
      if (typeOnly) return '';
      const file = sourceFile(resolve(dirname(indexFile), from));
      for (const specifier of names.split(',')) {
        const words = specifier.trim().split(/\s+/);
        if (words.length === 0 || words[0] === '' || words[0] === 'type') continue;
        const [name, as, alias] = words as [string, string?, string?];
        map.set(as === 'as' && alias ? alias : name, {file, name});
      }
      return '';
    })
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .trim();
  if (rest) {
    throw new Error(`${indexFile}: an entry point may only re-export names; found "${rest}".`);
  }
  return map;
}

/**
 * Rewrites one module's named imports of entry points into imports of the modules that define
 * each name. Returns `null` when there is nothing to rewrite. Every statement keeps its line, so
 * positions in the module stay as they were.
 */
export function rewriteEntryImports(
  code: string,
  entryPoint: (specifier: string) => EntryPointMap | null,
): string | null {
  const [imports] = parse(code);
  let result = '';
  let last = 0;
  for (const {n: specifier, ss: start, se: end, d: dynamic} of imports) {
    if (dynamic !== -1 || !specifier || !ENTRY_POINT.test(specifier)) continue;
    const statement = code.slice(start, end);
    const named = NAMED_IMPORT.exec(statement);
    const map = named && entryPoint(specifier);
    if (!named || !map) continue;
    const byFile = new Map<string, string[]>();
    let complete = true;
    for (const part of named[1]!.split(',')) {
      const words = part.trim().split(/\s+/);
      // Nothing, or a type, which the TypeScript transform removes anyway.
      if (words[0] === '' || (words[0] === 'type' && words.length > 1)) continue;
      const [imported, as, local] = words as [string, string?, string?];
      const target = map.get(imported);
      if (!target) {
        complete = false;
        break;
      }
      const binding = as === 'as' && local ? local : imported;
      const list = byFile.get(target.file) ?? [];
      list.push(target.name === binding ? binding : `${target.name} as ${binding}`);
      byFile.set(target.file, list);
    }
    if (!complete) continue;
    // The statement's own semicolon, if it has one, comes after `end`.
    const direct = [...byFile].map(
      ([file, names]) => `import {${names.join(', ')}} from ${JSON.stringify(file)}`,
    );
    result += code.slice(last, start) + direct.join('; ');
    last = end;
  }
  return last === 0 ? null : result + code.slice(last);
}

/**
 * Imports each name of the library's entry points from the module that defines it, not through
 * the entry point's `index.ts`. The bundler places every module an imported barrel re-exports in
 * the chunk of its first importer, whether its exports are used there or not (rolldown does not
 * yet leave side-effect-free barrels out of chunking), so a page that needs a menu's trigger
 * would load its items, submenus and panel too. Build only: the development server does not
 * split chunks.
 */
export function directEntryImports(): Plugin {
  const entryPoints = new Map<string, EntryPointMap | null>();
  return {
    name: 'direct-entry-imports',
    apply: 'build',
    async buildStart() {
      await init;
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) {
        return null;
      }
      if (!code.includes('@material-react/')) return null;
      // Resolve each entry point named in this module first; the rewrite itself is synchronous.
      const [imports] = parse(code);
      for (const {n: specifier} of imports) {
        if (!specifier || !ENTRY_POINT.test(specifier) || entryPoints.has(specifier)) continue;
        const resolved = await this.resolve(specifier, id);
        entryPoints.set(
          specifier,
          resolved && /\/index\.ts$/.test(resolved.id)
            ? readEntryPoint(resolved.id, readFileSync(resolved.id, 'utf8'))
            : null,
        );
      }
      const rewritten = rewriteEntryImports(
        code,
        (specifier) => entryPoints.get(specifier) ?? null,
      );
      return rewritten === null ? null : {code: rewritten, map: null};
    },
  };
}
