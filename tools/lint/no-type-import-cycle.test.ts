import {mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {Linter} from 'eslint';
import tseslint from 'typescript-eslint';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {noTypeImportCycle, resolveRelativeImport} from './no-type-import-cycle.mjs';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'type-import-cycle-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

/** Writes the files (path -> source) under the temporary folder. */
function write(files: Record<string, string>) {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), source);
  }
}

/** The rule's messages for one file, as ESLint reports them. */
function lint(path: string): string[] {
  const filename = join(dir, path);
  const linter = new Linter({cwd: dir});
  const messages = linter.verify(
    readFileSync(filename, 'utf8'),
    [
      {
        files: ['**/*.{ts,tsx,mjs}'],
        languageOptions: {parser: tseslint.parser},
        plugins: {local: {rules: {'no-type-import-cycle': noTypeImportCycle}}},
        rules: {'local/no-type-import-cycle': 'error'},
      },
    ],
    filename,
  );
  return messages.map((message) => `${message.line}: ${message.message}`);
}

describe('no-type-import-cycle', () => {
  it('reports a type-only import whose module imports this one back', () => {
    write({
      'use-dialog.ts':
        "import type {Role} from './dom-props';\nexport const role: Role = 'dialog';\n",
      'dom-props.ts': "import {role} from './use-dialog';\nexport type Role = typeof role;\n",
    });
    expect(lint('use-dialog.ts')).toEqual([
      '1: Import cycle through this type-only import: use-dialog.ts -> dom-props.ts -> ' +
        'use-dialog.ts. Move the type to a module both sides can import, such as the one that ' +
        'makes the data it describes.',
    ]);
    // The other side imports a value: a cycle of runtime imports is no-cycle's to report.
    expect(lint('dom-props.ts')).toEqual([]);
  });

  it('follows type-only imports, re-exports and indexes on the way back', () => {
    write({
      'context.ts': "import {type Expansion} from './expansion';\nexport type C = Expansion;\n",
      'expansion.ts': "export type {Position as Expansion} from './positions';\n",
      'positions/index.ts': "import type {C} from '../context';\nexport type Position = C;\n",
    });
    expect(lint('context.ts')).toEqual([
      expect.stringContaining(
        'context.ts -> expansion.ts -> positions/index.ts -> context.ts.',
      ) as string,
    ]);
    expect(lint('expansion.ts')).toEqual([
      expect.stringContaining(
        'expansion.ts -> positions/index.ts -> context.ts -> expansion.ts.',
      ) as string,
    ]);
  });

  it('passes type-only imports that lead nowhere back, and imports of values', () => {
    write({
      'tree.ts':
        "import type {Position} from './positions';\nimport {layout} from './layout';\n" +
        'export const tree = (p: Position) => layout(p);\n',
      'layout.ts':
        "import type {Position} from './positions';\nexport const layout = (p: Position) => p;\n",
      'positions.ts': 'export interface Position {level: number}\n',
    });
    expect(lint('tree.ts')).toEqual([]);
    expect(lint('layout.ts')).toEqual([]);
  });

  it('reads a file again once it changes', () => {
    write({
      'a.ts': "import type {B} from './b';\nexport type A = B;\n",
      'b.ts': 'export type B = string;\n',
    });
    expect(lint('a.ts')).toEqual([]);
    write({'b.ts': "import type {A} from './a';\nexport type B = A | string;\n"});
    // A later modification time, even on a file system that keeps whole seconds.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'b.ts'), later, later);
    expect(lint('a.ts')).toHaveLength(1);
  });
});

describe('resolveRelativeImport', () => {
  it('finds source files by extension and index, and leaves packages and assets alone', () => {
    write({'tab.tsx': '', 'a11y/index.ts': '', 'sheet.css': '', 'tool.mjs': ''});
    const from = join(dir, 'from.ts');
    expect(resolveRelativeImport('./tab', from)).toBe(join(dir, 'tab.tsx'));
    expect(resolveRelativeImport('./a11y', from)).toBe(join(dir, 'a11y/index.ts'));
    expect(resolveRelativeImport('./tool.mjs', from)).toBe(join(dir, 'tool.mjs'));
    expect(resolveRelativeImport('./sheet.css', from)).toBeUndefined();
    expect(resolveRelativeImport('./icon.svg?raw', from)).toBeUndefined();
    expect(resolveRelativeImport('react', from)).toBeUndefined();
    expect(resolveRelativeImport('./missing', from)).toBeUndefined();
  });
});
