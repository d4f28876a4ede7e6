import {describe, expect, it} from 'vitest';
import {API_GROUPS, symbolsOf} from '../api/api-groups';
import {TABLE_API} from './api-doc.test-utils';
import {importLineOf, renderEntryPoint, renderSymbol} from './api-markdown';

const symbol = (name: string) => symbolsOf(TABLE_API).find((entry) => entry.name === name)!;

describe('renderSymbol', () => {
  it('gives a component its props with their types, defaults and deprecations', () => {
    const markdown = renderSymbol(symbol('Table'), 2);
    expect(markdown).toContain('## Table (component)');
    expect(markdown).toContain('A data table.\n\nIt scrolls.');
    expect(markdown).toContain('Props (`TableProps`):');
    expect(markdown).toContain('| Name | Type | Default | Description |');
    expect(markdown).toContain('| `rows` (required) | `readonly Row[]` | – | The rows. |');
    expect(markdown).toContain(
      "| `density` | `'compact' \\| 'comfortable'` | `'comfortable'` | How much room rows take. |",
    );
    expect(markdown).toContain(
      '| `old` | `boolean` | – | **Deprecated.** Use `density`. Was compact. |',
    );
    expect(markdown).toContain('…and every prop of `<table>` (312 props).');
  });

  it('gives every overload of a hook with its parameters and what it returns', () => {
    const markdown = renderSymbol(symbol('useSort'), 1);
    expect(markdown).toContain('# useSort (hook)');
    expect(markdown).toContain('2 overloads:');
    expect(markdown).toContain(
      'Overload 2:\n\n```ts\nuseSort(rows: Row[], key: string): Row[]\n```',
    );
    expect(markdown).toContain("| `key?` | `string` | `'id'` | By what. |");
    expect(markdown).toContain('Returns `Row[]`.');
  });

  it('puts a deprecation under the heading, as the page does', () => {
    const markdown = renderSymbol(symbol('sortRows'), 1);
    expect(markdown).toContain('# sortRows (function)\n\n**Deprecated.** Use `useSort`.\n\nSorts');
    expect(markdown).toContain('| `rows` | `Row[]` | – | What to sort. |');
  });

  it('gives a class its constructor, properties (readonly as written) and methods', () => {
    const markdown = renderSymbol(symbol('DataSource'), 2);
    expect(markdown).toContain('## DataSource<T> (class)');
    expect(markdown).toContain('### Constructor\n\n```ts\nnew DataSource<T>(rows: T[])\n```');
    expect(markdown).not.toContain('Returns `DataSource<T>`');
    expect(markdown).toContain('### Properties');
    expect(markdown).toContain('| `readonly pageSize` (required) | `number` | – | Rows a page. |');
    expect(markdown).toContain('### Methods\n\n#### connect()\n\nStarts.');
  });

  it('gives types their definition, members or enum members, and constants their value', () => {
    expect(renderSymbol(symbol('TableDensity'), 1)).toContain(
      "```ts\ntype TableDensity = 'compact' | 'comfortable';\n```",
    );
    expect(renderSymbol(symbol('SortDirection'), 1)).toContain('| `Asc` | `"asc"` | Up. |');
    expect(renderSymbol(symbol('PAGE_SIZE'), 1)).toContain(
      '```ts\nconst PAGE_SIZE: number = 25;\n```',
    );
  });

  it("lists a props type's members on its own, and points at its component beside it", () => {
    const alone = renderSymbol(symbol('TableProps'), 1);
    expect(alone).toContain('# TableProps (interface)');
    expect(alone).toContain('The props of `Table`.');
    expect(alone).toContain('| `rows` (required) |');
    const beside = renderSymbol(symbol('TableProps'), 1, {inEntryPoint: true});
    expect(beside).toContain('The props of `Table`, listed above.');
    expect(beside).not.toContain('| `rows`');
  });

  it('puts the preamble right under the heading', () => {
    expect(renderSymbol(symbol('PAGE_SIZE'), 1, {preamble: 'From here.'})).toMatch(
      /^# PAGE_SIZE \(constant\)\n\nFrom here\.\n\nRows a page\./,
    );
  });
});

describe('renderEntryPoint', () => {
  it('gives the import line, then each group with symbols, in the order and words of the page', () => {
    const markdown = renderEntryPoint(TABLE_API, 2, 'Documented in Table.');
    expect(markdown).toMatch(
      /^## `@material-react\/material\/table`\n\nDocumented in Table\.\n\n```ts\nimport \{Table, useSort\}/,
    );
    const groups = [...markdown.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(groups).toEqual(API_GROUPS.map((group) => group.title));
    expect(markdown).toContain('### Types and interfaces\n\n#### TableProps (interface)');
  });

  it('leaves out the groups without symbols', () => {
    const markdown = renderEntryPoint({...TABLE_API, hooks: [], classes: []}, 1);
    expect(markdown).not.toContain('## Hooks');
    expect(markdown).not.toContain('## Classes');
    expect(markdown).toContain('## Functions');
  });
});

describe('importLineOf', () => {
  it('imports values plainly and types with `import type`', () => {
    expect(importLineOf(TABLE_API, symbol('Table'))).toBe(
      "import {Table} from '@material-react/material/table';",
    );
    expect(importLineOf(TABLE_API, symbol('TableProps'))).toBe(
      "import type {TableProps} from '@material-react/material/table';",
    );
    expect(importLineOf(TABLE_API, symbol('SortDirection'))).toBe(
      "import {SortDirection} from '@material-react/material/table';",
    );
  });
});
