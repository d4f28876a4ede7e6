// @vitest-environment node
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, posix} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * The folders of `site/app` stand on one another in floors, with the runtime at the bottom: a
 * folder may import a folder below it, never one that imports it back. Import-x's no-cycle only
 * sees cycles of files, so two folders can lean on each other through different files without
 * one; this test reads every import of `site/app` (tests, type-only and dynamic imports
 * included) and names each pair of folders that import each other.
 */

const APP = dirname(fileURLToPath(import.meta.url));

/** An import between two files of `site/app`, by their paths under it (`docs/page/x.tsx`). */
interface AppImport {
  from: string;
  to: string;
}

/**
 * The relative imports of one file of `site/app` (`file`, its path under it): imports,
 * re-exports and dynamic imports, with or without `type`, stylesheets included. A path outside
 * `site/app` is left out, and so is a query (`?raw`).
 */
function importsIn(file: string, source: string): AppImport[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({fileName}) => fileName.split('?')[0]!)
    .filter((specifier) => /^\.\.?\//.test(specifier))
    .map((specifier) => ({from: file, to: posix.join(posix.dirname(file), specifier)}))
    .filter(({to}) => !to.startsWith('../'));
}

/** Every relative import of every source file under `root`. */
function appImports(root: string): AppImport[] {
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((path) => path.split('\\').join('/'))
    .filter((path) => /\.(?:ts|tsx|mts|mjs|js)$/.test(path) && !path.includes('node_modules/'))
    .flatMap((path) => importsIn(path, readFileSync(join(root, path), 'utf8')));
}

/** The folder of `site/app` a path is in, or the file itself for one at the top (`root.tsx`). */
function folderOf(path: string): string {
  return path.split('/')[0]!;
}

/**
 * Each pair of folders that import each other, with the imports each way, one line a pair:
 * `docs <-> shell: docs/a.ts -> shell/b.ts; shell/c.ts -> docs/d.ts`.
 */
function foldersImportingEachOther(imports: readonly AppImport[]): string[] {
  const between = new Map<string, string[]>();
  for (const {from, to} of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    const key = `${a} ${b}`;
    between.set(key, [...(between.get(key) ?? []), `${from} -> ${to}`]);
  }
  const pairs: string[] = [];
  for (const [key, there] of between) {
    const [a, b] = key.split(' ') as [string, string];
    const back = between.get(`${b} ${a}`);
    if (a < b && back) pairs.push(`${a} <-> ${b}: ${[...there, ...back].join('; ')}`);
  }
  return pairs.sort();
}

describe('the folders of site/app', () => {
  it('reads imports, re-exports, type-only, dynamic and stylesheet imports', () => {
    const source = [
      "import {a} from '../runtime/a';",
      "import type {B} from '../docs/b';",
      "export {c} from './c';",
      "import './page.css';",
      "import icon from '../icons/x.svg?raw';",
      "import {useState} from 'react';",
      "import {d} from '../../tools/d';",
      "const later = () => import('../theme/menu');",
    ].join('\n');
    expect(importsIn('shell/header.tsx', source).map(({to}) => to)).toEqual([
      'runtime/a',
      'docs/b',
      'shell/c',
      'shell/page.css',
      'icons/x.svg',
      'theme/menu',
    ]);
  });

  it('names each pair of folders importing each other, with the imports that tie them', () => {
    const imports = [
      {from: 'shell/page-header.tsx', to: 'docs/content/part'},
      {from: 'docs/page/facts.tsx', to: 'shell/copy'},
      {from: 'routes/page.tsx', to: 'docs/items'},
      {from: 'docs/a.ts', to: 'docs/b'},
      {from: 'root.tsx', to: 'shell/navbar'},
      {from: 'shell/navbar.tsx', to: 'runtime/link'},
    ];
    expect(foldersImportingEachOther(imports)).toEqual([
      'docs <-> shell: docs/page/facts.tsx -> shell/copy; shell/page-header.tsx -> docs/content/part',
    ]);
  });

  it('import one another one way only', () => {
    const imports = appImports(APP);
    // The reader found the site's imports (a broken one would find none and pass).
    expect(imports).toContainEqual({from: 'root.tsx', to: 'shell/site-navbar'});
    expect(foldersImportingEachOther(imports)).toEqual([]);
  });

  it('and so do the folders inside docs', () => {
    const imports = appImports(join(APP, 'docs'));
    expect(imports).toContainEqual({from: 'api/api-tab.tsx', to: 'article/doc-article'});
    expect(foldersImportingEachOther(imports)).toEqual([]);
  });
});
