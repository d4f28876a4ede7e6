import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  allowedIdPrefixes,
  collectExamples,
  ExampleCatalogueError,
  pascalCase,
} from './collect-examples.mjs';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => join(fixtures, name);

/** The problems the generator reports for a fixture, with paths relative to the fixture. */
function problemsOf(name: string): string[] {
  try {
    collectExamples(fixture(name), {displayRoot: fixture(name)});
  } catch (error) {
    if (error instanceof ExampleCatalogueError) return error.problems;
    throw error;
  }
  throw new Error(`${name} has no problems`);
}

describe('collectExamples', () => {
  it('builds one entry per valid example folder, sorted by id', () => {
    const entries = collectExamples(fixture('valid'));
    expect(entries.map((entry) => entry.id)).toEqual([
      'cdk-overlay-basic',
      'tab-group-basic',
      'table-sorting',
    ]);
    expect(entries[2]).toEqual({
      id: 'table-sorting',
      packagePath: 'material/table/table-sorting',
      title: 'Table with sorting',
      componentName: 'TableSortingExample',
      files: [
        'table-sorting-example.tsx',
        'table-sorting-example.css',
        'table-sorting-data.ts',
        'table-sorting-legend.tsx',
        'data/more-rows.ts',
      ],
      selector: 'table-sorting-example',
      additionalComponents: ['TableSortingLegendExample'],
      primaryFile: 'table-sorting-example.tsx',
      module: {name: 'TableExamples', importSpecifier: '@material-react/examples/material/table'},
    });
  });

  it('names cdk groups after the module and joins multi-line titles', () => {
    const [overlay] = collectExamples(fixture('valid'));
    expect(overlay).toMatchObject({
      packagePath: 'cdk/overlay/cdk-overlay-basic',
      title: 'Overlay attached to a button',
      componentName: 'CdkOverlayBasicExample',
      additionalComponents: [],
      module: {name: 'CdkOverlayExamples', importSpecifier: '@material-react/examples/cdk/overlay'},
    });
  });

  it('returns no entries when there are no example folders', () => {
    expect(collectExamples(join(fixtures, 'no-such-folder'))).toEqual([]);
  });

  it('skips empty example folders, which git leaves behind', () => {
    const srcDir = mkdtempSync(join(tmpdir(), 'example-catalogue-'));
    try {
      mkdirSync(join(srcDir, 'material', 'table', 'table-basic'), {recursive: true});
      writeFileSync(join(srcDir, 'material', 'table', 'table-basic', '.DS_Store'), '');
      expect(collectExamples(srcDir)).toEqual([]);
    } finally {
      rmSync(srcDir, {recursive: true, force: true});
    }
  });

  it('fails on an id or a component name used by two folders, naming both', () => {
    expect(problemsOf('duplicate-id')).toEqual([
      'material/table/table-x2d: TableX2dExample is already the component of "table-x-2d".',
      'material/tabs/tab-group-basic: duplicate example id "tab-group-basic", also used by ' +
        'material/tab-group/tab-group-basic.',
    ]);
  });

  it('fails on a missing or empty @title, naming the file', () => {
    expect(problemsOf('missing-title')).toEqual([
      'material/button/button-basic/button-basic-example.tsx: the doc comment of ' +
        'ButtonBasicExample needs a `@title`.',
      'material/button/button-icons/button-icons-example.tsx: the doc comment of ' +
        'ButtonIconsExample needs a `@title`.',
    ]);
  });

  it('fails on a wrongly named or default export, naming the file', () => {
    expect(problemsOf('bad-export')).toEqual([
      'material/button/button-basic/button-basic-example.tsx: the primary file must export ' +
        '`function ButtonBasicExample` (found: ButtonExample).',
      'material/button/button-default/button-default-example.tsx: examples have no default export.',
    ]);
  });

  it('fails on file and folder names that break the naming rules', () => {
    expect(problemsOf('bad-file-name')).toEqual([
      'material/button/button-basic/ButtonLabel.ts: the file name must be kebab-case.',
      'material/button/button-basic/Icons/save.ts: the folder names must be kebab-case.',
      'material/table/Table_Sorting: the folder name is the example id and must be kebab-case ' +
        '(`table-sorting`).',
      'material/table/table-basic/table-basic-example.tsx: the primary file is missing ' +
        '(found: table-basic.tsx).',
      'cdk/overlay/overlay-basic: the example id must start with "cdk-overlay-".',
    ]);
  });

  it('lists every problem in the error message', () => {
    expect(() => collectExamples(fixture('bad-file-name'))).toThrow(
      /^Found 5 problems in the examples:\n {2}- .*ButtonLabel\.ts: /,
    );
  });
});

describe('naming helpers', () => {
  it('turns ids into PascalCase', () => {
    expect(pascalCase('table-sorting')).toBe('TableSorting');
    expect(pascalCase('cdk-drag-drop-2d')).toBe('CdkDragDrop2d');
  });

  it('accepts the component name or its aliases as material prefixes', () => {
    expect(allowedIdPrefixes('material', 'button')).toEqual(['button-']);
    expect(allowedIdPrefixes('material', 'tabs')).toEqual(['tabs-', 'tab-group-', 'tab-nav-bar-']);
    expect(allowedIdPrefixes('material', 'constructor')).toEqual(['constructor-']);
    expect(allowedIdPrefixes('cdk', 'drag-drop')).toEqual(['cdk-drag-drop-']);
  });
});
