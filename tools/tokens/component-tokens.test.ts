import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {describeTokens, readComponentTokens} from './component-tokens';
import type {CssToken} from './extract-tokens';

const token = (name: string): CssToken => ({
  name,
  fallback: '1px',
  systemToken: null,
  kind: 'size',
});

describe('describeTokens', () => {
  it('pairs every token with its description', () => {
    const result = describeTokens([token('--mat-a-width')], {'--mat-a-width': ' Wide. '}, 'a.json');
    expect(result.problems).toEqual([]);
    expect(result.tokens[0]?.description).toBe('Wide.');
  });

  it('reports an undocumented token and an empty description', () => {
    const result = describeTokens(
      [token('--mat-a-width'), token('--mat-a-height')],
      {'--mat-a-height': '  '},
      'a/a.tokens.json',
    );
    expect(result.problems).toEqual([
      'a/a.tokens.json: --mat-a-width has no description.',
      'a/a.tokens.json: --mat-a-height has no description.',
    ]);
  });

  it('reports a description of a token no stylesheet reads', () => {
    const result = describeTokens([], {'--mat-a-gone': 'Was removed.'}, 'a.json');
    expect(result.problems).toEqual([
      'a.json: --mat-a-gone is described, but no stylesheet reads it.',
    ]);
  });
});

describe('readComponentTokens', () => {
  it('reads the stylesheets of a folder and its descriptions file', () => {
    const root = mkdtempSync(join(tmpdir(), 'tokens-'));
    const folder = join(root, 'chip');
    mkdirSync(join(folder, 'parts'), {recursive: true});
    writeFileSync(join(folder, 'chip.css'), '.c { color: var(--mat-chip-label-color, red); }');
    writeFileSync(join(folder, 'parts', 'x.css'), '.x { width: var(--mat-chip-width, 1px); }');
    writeFileSync(
      join(folder, 'chip.tokens.json'),
      JSON.stringify({'--mat-chip-label-color': 'Label text.', '--mat-chip-gone': 'Old.'}),
    );
    const result = readComponentTokens(folder, root);
    expect(result.tokens.map((entry) => entry.name)).toEqual([
      '--mat-chip-label-color',
      '--mat-chip-width',
    ]);
    expect(result.problems).toEqual([
      'chip/chip.tokens.json: --mat-chip-width has no description.',
      'chip/chip.tokens.json: --mat-chip-gone is described, but no stylesheet reads it.',
    ]);
  });

  it('fails on a descriptions file that is not an object of strings', () => {
    const root = mkdtempSync(join(tmpdir(), 'tokens-'));
    mkdirSync(join(root, 'a'));
    writeFileSync(join(root, 'a', 'a.tokens.json'), '{"--mat-a-width": 3}');
    expect(() => readComponentTokens(join(root, 'a'), root)).toThrow(/must be a string/);
  });
});
