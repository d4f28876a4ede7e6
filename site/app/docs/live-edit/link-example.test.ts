import {describe, expect, it} from 'vitest';
import {
  compileScript,
  ExampleCodeError,
  findErrorPosition,
  linkExample,
  rewriteImports,
  type ImportTarget,
} from './link-example';

const allowed = (specifier: string) =>
  specifier === 'react' ||
  specifier === 'react/jsx-runtime' ||
  specifier.startsWith('@material-react/material/');

async function linkError(files: Record<string, string>, entry: string) {
  try {
    await linkExample(files, entry, allowed);
  } catch (error) {
    if (error instanceof ExampleCodeError) return error;
    throw error;
  }
  throw new Error('Expected the example not to link.');
}

describe('compileScript', () => {
  it('turns TSX into JavaScript on the same lines', () => {
    const source = [
      "import {useState} from 'react';",
      'interface Row { id: number }',
      'export function A(): JSX.Element {',
      '  const [rows] = useState<Row[]>([]);',
      '  return <p className="a">{rows.length}</p>;',
      '}',
    ].join('\n');
    const code = compileScript('a.tsx', source);
    expect(code).not.toContain('interface');
    expect(code).not.toContain('<p');
    expect(code).toContain('react/jsx-runtime');
    const lines = code.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[4]).toContain('rows.length');
  });

  it('says where a syntax error is', () => {
    let error: unknown;
    try {
      compileScript('a-example.tsx', 'const a = 1;\nconst b = <div>;\n');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ExampleCodeError);
    const {position, message} = error as ExampleCodeError;
    expect(position?.file).toBe('a-example.tsx');
    expect(position?.line).toBeGreaterThanOrEqual(2);
    expect(message).not.toMatch(/^Error transforming/);
    expect(message).not.toMatch(/\(\d+:\d+\)$/);
  });
});

describe('linkExample', () => {
  it('orders the files so that each comes after those it imports, and collects the stylesheets', async () => {
    const linked = await linkExample(
      {
        'a-example.tsx': [
          "import {Button} from '@material-react/material/button';",
          "import {rows} from './a-data';",
          "import './a-example.css';",
          'export function AExample() { return <Button>{rows.length}</Button>; }',
        ].join('\n'),
        'a-data.ts':
          "import {useState} from 'react';\nexport const rows: number[] = [useState.length];",
        'a-example.css': '.a { color: red; }',
      },
      'a-example.tsx',
      allowed,
    );
    expect(linked.modules.map((module) => module.file)).toEqual(['a-data.ts', 'a-example.tsx']);
    expect(linked.stylesheets).toEqual([{file: 'a-example.css', code: '.a { color: red; }'}]);
    expect(linked.externals.sort()).toEqual([
      '@material-react/material/button',
      'react',
      'react/jsx-runtime',
    ]);
  });

  it('refuses an import that is neither allowed nor a file of the example, naming it and its line', async () => {
    const error = await linkError(
      {
        'a-example.tsx':
          "import {x} from 'react';\nimport _ from 'lodash';\nexport const A = [x, _];",
      },
      'a-example.tsx',
    );
    expect(error.message).toContain('"lodash"');
    expect(error.position).toEqual({file: 'a-example.tsx', line: 2, column: 1});
  });

  it('erases imports used only as types, which need no module, as TypeScript does', async () => {
    const linked = await linkExample(
      {
        'a-example.tsx':
          "import type {Options} from 'some-package';\nexport const A = 1 as unknown as Options;",
      },
      'a-example.tsx',
      allowed,
    );
    expect(linked.externals).toEqual([]);
  });

  it('refuses a missing file, a circle of files and import()', async () => {
    expect(
      (await linkError({'a.tsx': "import {b} from './b';\nexport const a = b;"}, 'a.tsx')).message,
    ).toBe('"./b" is not a file of this example.');

    const circle = await linkError(
      {
        'a.tsx': "import {b} from './b';\nexport const a = () => b;",
        'b.ts': "import {a} from './a';\nexport const b = a;",
      },
      'a.tsx',
    );
    expect(circle.message).toBe('The files import each other in a circle: a.tsx → b.ts → a.tsx.');
    expect(circle.position).toEqual({file: 'b.ts', line: 1, column: 1});

    const dynamic = await linkError(
      {'a.tsx': "export const a = 1;\nconst later = import('react');"},
      'a.tsx',
    );
    expect(dynamic.message).toMatch(/import\(\)/);
    expect(dynamic.position?.line).toBe(2);
  });

  it('reports an entry file that does not exist', async () => {
    expect((await linkError({'a.tsx': ''}, 'b.tsx')).message).toBe(
      'The example has no file "b.tsx".',
    );
  });

  it('passes a syntax error on with its place', async () => {
    const error = await linkError(
      {'a.tsx': "import {b} from './b';\nexport const a = b;", 'b.ts': 'export const b = ;'},
      'a.tsx',
    );
    expect(error.position?.file).toBe('b.ts');
    expect(error.position?.line).toBe(1);
  });
});

describe('rewriteImports', () => {
  it('points imports at URLs and blanks stylesheet imports, keeping every line in place', async () => {
    const {modules} = await linkExample(
      {
        'a.tsx': [
          "import {useState} from 'react';",
          "import './a.css';",
          "import {b} from './b';",
          'export const a = [useState, b];',
        ].join('\n'),
        'b.ts': 'export const b = 2;',
        'a.css': '',
      },
      'a.tsx',
      allowed,
    );
    const urlOf = (target: ImportTarget) =>
      target.kind === 'external' ? `blob:shim-${target.specifier}` : `blob:file-${target.kind}`;
    const code = rewriteImports(modules[1]!, urlOf);
    const lines = code.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("from 'blob:shim-react'");
    expect(lines[1]).toMatch(/^\s*;?$/);
    expect(lines[2]).toContain("from 'blob:file-module'");
    expect(lines[3]).toBe('export const a = [useState, b];');
  });
});

describe('findErrorPosition', () => {
  const files = new Map([
    ['blob:http://localhost/1111', 'a-example.tsx'],
    ['blob:http://localhost/2222', 'a-data.ts'],
  ]);

  it('finds the first stack frame in one of the example modules', () => {
    const error = new Error('boom');
    error.stack = [
      'Error: boom',
      '    at load (blob:http://localhost/2222:4:11)',
      '    at AExample (blob:http://localhost/1111:12:5)',
      '    at renderWithHooks (http://localhost/assets/react-dom.js:1:2)',
    ].join('\n');
    expect(findErrorPosition(error, files)).toEqual({file: 'a-data.ts', line: 4, column: 11});
  });

  it('gives null for errors that did not pass through the example', () => {
    const error = new Error('elsewhere');
    error.stack = 'Error: elsewhere\n    at x (http://localhost/assets/app.js:1:1)';
    expect(findErrorPosition(error, files)).toBeNull();
    expect(findErrorPosition('a string', files)).toBeNull();
    expect(findErrorPosition(null, files)).toBeNull();
  });
});
