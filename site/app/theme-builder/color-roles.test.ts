import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {COLOR_ROLES} from './color-roles';

const theming = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/material/src/theming/',
);

/** The colour roles a theme file sets (`--mat-sys-<role>: #rrggbb`), in its order. */
function colorRolesOf(css: string): string[] {
  return [...css.matchAll(/--mat-sys-([a-z-]+):\s*#[0-9a-f]{6};/gi)].map((match) => match[1]!);
}

describe('COLOR_ROLES', () => {
  it('lists the colour roles of the default tokens, in their order', () => {
    const tokens = readFileSync(`${theming}tokens.css`, 'utf8');
    expect(COLOR_ROLES).toEqual(colorRolesOf(tokens));
  });

  it('lists the colour roles every prebuilt theme sets, in their order', () => {
    const files = readdirSync(`${theming}prebuilt`).filter((name) => name.endsWith('.css'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const css = readFileSync(`${theming}prebuilt/${file}`, 'utf8');
      expect(colorRolesOf(css), file).toEqual([...COLOR_ROLES]);
    }
  });
});
