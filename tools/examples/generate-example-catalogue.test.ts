import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import ts from 'typescript';
import {afterEach, describe, expect, it} from 'vitest';
import {collectExamples, ExampleCatalogueError} from './collect-examples.mjs';
import {CATALOGUE_FILE, generateExampleCatalogue} from './generate-example-catalogue.mjs';
import {GENERATED_BANNER, renderCatalogue} from './render-catalogue.mjs';

const fixtures = join(import.meta.dirname, 'fixtures');

/** Syntax errors of a TypeScript module text. */
function syntaxErrors(text: string): string[] {
  const {diagnostics = []} = ts.transpileModule(text, {reportDiagnostics: true});
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('renderCatalogue', () => {
  const text = renderCatalogue(collectExamples(join(fixtures, 'valid')));

  it('stamps the module as generated', () => {
    expect(text.startsWith(`${GENERATED_BANNER}\n`)).toBe(true);
    expect(text).toContain('DO NOT EDIT');
  });

  it('writes valid TypeScript with the data of every example', () => {
    expect(syntaxErrors(text)).toEqual([]);
    expect(text).toContain('export const EXAMPLE_COMPONENTS: Record<string, LiveExample> = {');
    expect(text).toContain('  "table-sorting": {\n    id: "table-sorting",\n');
    expect(text).toContain('    additionalComponents: ["TableSortingLegendExample"],\n');
  });

  it('writes one lazy import per example, relative to the catalogue folder', () => {
    const imports = [...text.matchAll(/import\("([^"]+)"\)\.then\(\(m\) => m\.(\w+)\)/g)];
    expect(imports.map(([, path, name]) => [path, name])).toEqual([
      ['../cdk/overlay/cdk-overlay-basic/cdk-overlay-basic-example', 'CdkOverlayBasicExample'],
      ['../material/tabs/tab-group-basic/tab-group-basic-example', 'TabGroupBasicExample'],
      ['../material/table/table-sorting/table-sorting-example', 'TableSortingExample'],
    ]);
    const catalogueDir = join(fixtures, 'valid', 'catalogue');
    for (const [, path] of imports) {
      expect(existsSync(`${resolve(catalogueDir, path!)}.tsx`)).toBe(true);
    }
  });

  it('writes empty records when there are no examples', () => {
    const empty = renderCatalogue([]);
    expect(syntaxErrors(empty)).toEqual([]);
    expect(empty).toContain('EXAMPLE_COMPONENTS: Record<string, LiveExample> = {};');
    expect(empty).toContain('EXAMPLE_LOADERS: Record<string, () => Promise<ComponentType>> = {};');
  });
});

describe('generateExampleCatalogue', () => {
  let srcDir = '';
  afterEach(() => rmSync(srcDir, {recursive: true, force: true}));

  /** A scratch copy of a fixture, so that generating writes nothing into the repository. */
  function copyOf(name: string): string {
    srcDir = mkdtempSync(join(tmpdir(), 'example-catalogue-'));
    cpSync(join(fixtures, name), srcDir, {recursive: true});
    return srcDir;
  }

  it('writes the catalogue, then leaves an unchanged one untouched', () => {
    const first = generateExampleCatalogue({srcDir: copyOf('valid')});
    expect(first.file).toBe(join(srcDir, CATALOGUE_FILE));
    expect(dirname(first.file)).toBe(join(srcDir, 'catalogue'));
    expect(first.changed).toBe(true);
    expect(first.entries).toHaveLength(3);
    expect(readFileSync(first.file, 'utf8')).toBe(renderCatalogue(first.entries));

    const writtenAt = statSync(first.file).mtimeMs;
    const second = generateExampleCatalogue({srcDir});
    expect(second.changed).toBe(false);
    expect(statSync(second.file).mtimeMs).toBe(writtenAt);
  });

  it('writes nothing when an example breaks the rules', () => {
    expect(() => generateExampleCatalogue({srcDir: copyOf('duplicate-id')})).toThrow(
      ExampleCatalogueError,
    );
    expect(existsSync(join(srcDir, CATALOGUE_FILE))).toBe(false);
  });
});
