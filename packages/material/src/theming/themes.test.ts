import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {contrastRatio, themeStylesheet} from './theme-colors.test-utils';
import {DEFAULT_THEME_NAME, prebuiltThemes} from './themes';

const HERE = dirname(fileURLToPath(import.meta.url));

function readCss(path: string): string {
  return readFileSync(join(HERE, path), 'utf8');
}

/** The value a stylesheet gives a custom property on `:root`. */
function tokenValue(css: string, token: string): string | undefined {
  const match = new RegExp(`${token}\\s*:\\s*([^;]+);`).exec(css);
  return match?.[1]?.trim().toLowerCase();
}

describe('prebuiltThemes', () => {
  it('lists the four themes in order, indigo-pink as the only default', () => {
    expect(prebuiltThemes.map((theme) => [theme.name, theme.displayName, theme.isDark])).toEqual([
      ['deeppurple-amber', 'Deep Purple & Amber', false],
      ['indigo-pink', 'Indigo & Pink', false],
      ['pink-bluegrey', 'Pink & Blue-grey', true],
      ['purple-green', 'Purple & Green', true],
    ]);
    expect(prebuiltThemes.filter((theme) => theme.isDefault).map((theme) => theme.name)).toEqual([
      DEFAULT_THEME_NAME,
    ]);
  });

  it('has a stylesheet for every non-default theme and no other', () => {
    const files = readdirSync(join(HERE, 'prebuilt')).sort();
    expect(files).toEqual(
      prebuiltThemes
        .filter((theme) => !theme.isDefault)
        .map((theme) => `${theme.name}.css`)
        .sort(),
    );
  });

  for (const theme of prebuiltThemes) {
    describe(theme.name, () => {
      const css = themeStylesheet(theme.name);

      it('uses the primary and tertiary colours of its stylesheet as swatch colours', () => {
        expect(tokenValue(css, '--mat-sys-primary')).toBe(theme.primary);
        expect(tokenValue(css, '--mat-sys-tertiary')).toBe(theme.accent);
      });

      it('declares its colour scheme', () => {
        expect(tokenValue(css, 'color-scheme')).toBe(theme.isDark ? 'dark' : 'light');
      });

      it('keeps AA contrast for text on its surfaces and on its primary colour', () => {
        const on = (role: string) => tokenValue(css, `--mat-sys-${role}`)!;
        expect(contrastRatio(on('on-primary'), on('primary'))).toBeGreaterThanOrEqual(4.5);
        for (const surface of [
          'surface',
          'surface-container-lowest',
          'surface-container-low',
          'surface-container',
          'surface-container-high',
          'surface-container-highest',
        ]) {
          for (const text of ['on-surface', 'on-surface-variant', 'primary']) {
            expect(
              contrastRatio(on(text), on(surface)),
              `${text} on ${surface}`,
            ).toBeGreaterThanOrEqual(4.5);
          }
        }
      });
    });
  }

  it('prebuilt themes set only colour tokens and the colour scheme', () => {
    for (const theme of prebuiltThemes.filter((candidate) => !candidate.isDefault)) {
      const declarations = themeStylesheet(theme.name)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .match(/[\w-]+\s*:/g)
        ?.map((declaration) => declaration.replace(/\s*:$/, ''));
      const colourRoles = Object.keys(
        Object.fromEntries(
          (readCss('./tokens.css').match(/--mat-sys-[\w-]+(?=:\s*#)/g) ?? []).map((role) => [
            role,
            true,
          ]),
        ),
      );
      expect(declarations?.sort()).toEqual(['color-scheme', ...colourRoles].sort());
    }
  });
});
