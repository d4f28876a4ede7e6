// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {consumerSource, type EntrySize} from './measure-size.mjs';
import {exportedValues, importLine, mainExport} from './entry-points.mjs';
import {budgetFor, budgetProblems} from './size-budget.mjs';
import {
  formatKilobytes,
  sizeSentence,
  sizeTableMarkdown,
  sizeTableText,
  sortBySize,
} from './size-format.mjs';

function entry(entryPoint: string, jsGzip: number, cssGzip: number): EntrySize {
  const name = entryPoint.split('/').at(-1)!;
  return {
    entryPoint,
    name,
    importLine: importLine(name, entryPoint),
    sourceDir: `packages/x/src/${name}`,
    js: {bytes: jsGzip * 3, gzip: jsGzip, brotli: jsGzip - 100},
    css: {bytes: cssGzip * 4, gzip: cssGzip, brotli: cssGzip && cssGzip - 50},
  };
}

describe('the main export of an entry point', () => {
  it('reads the values an index exports, without types', () => {
    const source = [
      '/** {Not} an export: a comment. */',
      'export {Button, type ButtonProps, type ButtonVariant} from "./button";',
      'export type {Hidden} from "./hidden";',
      'export {\n  Fab,\n  type FabProps,\n  renamed as Alias,\n} from "./fab";',
      'export function useThing() {}',
      'export const LIMIT = 3;',
    ].join('\n');
    expect(exportedValues(source)).toEqual(['Button', 'Fab', 'Alias', 'useThing', 'LIMIT']);
  });

  it('prefers the export named like the entry point, then its hook, then a longer name', () => {
    expect(mainExport('@material-react/material/button', ['Fab', 'Button'])).toBe('Button');
    expect(mainExport('@material-react/cdk/dialog', ['DialogState', 'useDialog'])).toBe(
      'useDialog',
    );
    expect(
      mainExport('@material-react/material/bottom-sheet', ['BottomSheetContent', 'open']),
    ).toBe('BottomSheetContent');
    expect(mainExport('@material-react/cdk/a11y', ['isTabbable', 'FocusTrap'])).toBe('FocusTrap');
    expect(mainExport('@material-react/x/none', [])).toBeUndefined();
  });

  it('renders a component and keeps anything else', () => {
    expect(consumerSource('Button', '@material-react/material/button')).toBe(
      "import {Button} from '@material-react/material/button';\n" +
        "import {jsx} from 'react/jsx-runtime';\nexport default () => jsx(Button, {});\n",
    );
    expect(consumerSource('useDialog', '@material-react/cdk/dialog')).toBe(
      "import {useDialog} from '@material-react/cdk/dialog';\nexport default useDialog;\n",
    );
    expect(consumerSource('SelectionModel', '@material-react/cdk/collections')).toContain(
      'export default SelectionModel;',
    );
  });
});

describe('how sizes are written', () => {
  it('writes kilobytes of 1,000 bytes with one decimal', () => {
    expect(formatKilobytes(3140)).toBe('3.1 kB');
    expect(formatKilobytes(12)).toBe('0.1 kB');
    expect(formatKilobytes(0)).toBe('0 B');
  });

  it('says what an entry point adds, with its CSS only when it has some', () => {
    expect(sizeSentence(entry('@m/material/button', 3140, 1210))).toBe(
      'Adds 3.1 kB JS + 1.2 kB CSS, gzip, to an app that already has React',
    );
    expect(sizeSentence(entry('@m/cdk/state', 296, 0))).toBe(
      'Adds 0.3 kB JS, gzip, to an app that already has React',
    );
  });

  it('sorts largest first (JavaScript and CSS together), then by name', () => {
    const sorted = sortBySize([
      entry('@m/cdk/b', 500, 0),
      entry('@m/cdk/a', 300, 200),
      entry('@m/material/c', 900, 100),
    ]);
    expect(sorted.map((item) => item.entryPoint)).toEqual([
      '@m/material/c',
      '@m/cdk/a',
      '@m/cdk/b',
    ]);
  });

  it('makes a Markdown table and a text table with a row per entry point', () => {
    const entries = [entry('@m/cdk/b', 500, 0), entry('@m/material/c', 900, 100)];
    const markdown = sizeTableMarkdown(entries).split('\n');
    expect(markdown[0]).toBe('| entry point | JS gzip | CSS gzip | total gzip | total Brotli |');
    expect(markdown[1]).toBe('| --- | --- | --- | --- | --- |');
    // Figures keep their unit on the same line (a no-break space).
    expect(markdown[2]).toBe(
      '| `@m/material/c` (c) | 0.9\u00a0kB | 0.1\u00a0kB | 1.0\u00a0kB | 0.8\u00a0kB |',
    );
    expect(markdown).toHaveLength(4);
    const text = sizeTableText(entries).split('\n');
    expect(text[1]).toMatch(/^@m\/material\/c\s+c\s+0\.9 kB\s+0\.1 kB\s+1\.0 kB/);
    expect(text[2]).toMatch(/^@m\/cdk\/b\s+b\s+0\.5 kB\s+0 B/);
  });
});

describe('the size budget', () => {
  const entries = [entry('@m/cdk/a', 1000, 0), entry('@m/material/b', 700, 300)];

  it('holds for entries at most 10% over their numbers', () => {
    expect(budgetProblems(entries, {'@m/cdk/a': 910, '@m/material/b': 1000})).toEqual([]);
  });

  it('fails an entry point more than 10% over its number', () => {
    const problems = budgetProblems(entries, {'@m/cdk/a': 900, '@m/material/b': 1000});
    expect(problems).toEqual([
      '@m/cdk/a adds 1000 B gzip, over its budget of 900 B by more than 10% (at most 990 B).',
    ]);
  });

  it('fails an entry point without a number, and a number without an entry point', () => {
    expect(budgetProblems(entries, {'@m/cdk/a': 1000, '@m/cdk/gone': 10})).toEqual([
      '@m/material/b has no budget in size-budget.json.',
      '@m/cdk/gone is in size-budget.json but is no entry point.',
    ]);
  });

  it('is written from a measurement, rounded up to 50 bytes', () => {
    expect(budgetFor([entries[1]!, entries[0]!])).toEqual({
      '@m/cdk/a': 1000,
      '@m/material/b': 1000,
    });
    expect(budgetFor([entry('@m/cdk/c', 1001, 0)])).toEqual({'@m/cdk/c': 1050});
  });
});
