import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {COLOR_ROLES} from './color-roles';
import {generateSchemePair} from './scheme';
import {DEFAULT_CHOICES, type ThemeChoices} from './theme-choices';
import {themeFileName, themeStylesheet} from './theme-css';

const prebuilt = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../packages/material/src/theming/prebuilt/pink-bluegrey.css',
  ),
  'utf8',
);

const choices: ThemeChoices = {...DEFAULT_CHOICES, seed: '#006a60'};
const schemes = generateSchemePair(choices);

/** The declarations of a `:root` block: the lines inside its braces, trimmed. */
function declarationsOf(block: string): string[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z-]+: .+;$/.test(line));
}

describe('themeStylesheet', () => {
  it('writes a light-only theme as the prebuilt files are laid out, in no cascade layer', () => {
    const css = themeStylesheet({name: 'sea', choices: {...choices, mode: 'light'}, schemes});
    const shape = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\/\n/, '/* comment */\n')
        .replace(/: #[0-9a-f]{6};/g, ': #hex;')
        .replace(/color-scheme: \w+;/, 'color-scheme: scheme;');
    // The library's themes sit in its `material-react.theme` layer; a team's own theme is in
    // none, so it wins over them whichever stylesheet loads first.
    const unlayered = prebuilt
      .replace(/^@layer [^;{]+;\n\n@layer material-react\.theme \{\n/m, '')
      .replace(/\n\}\n$/, '\n')
      .replace(/^ {2}/gm, '');
    expect(prebuilt).toContain('@layer material-react.theme {');
    expect(css).not.toContain('@layer');
    expect(shape(css)).toBe(shape(unlayered));
    expect(css).toContain('color-scheme: light;');
    expect(css).toContain(`--mat-sys-primary: ${schemes.light.primary};`);
  });

  it('writes a dark-only theme from the dark scheme', () => {
    const css = themeStylesheet({name: 'sea', choices: {...choices, mode: 'dark'}, schemes});
    expect(css).toContain('color-scheme: dark;');
    expect(css).toContain(`--mat-sys-surface: ${schemes.dark.surface};`);
    expect(css).not.toContain('@media');
  });

  it('puts the dark scheme under prefers-color-scheme by default', () => {
    const css = themeStylesheet({name: 'sea', choices, schemes});
    const [light, dark] = css.split('@media (prefers-color-scheme: dark) {');
    expect(declarationsOf(light!)).toEqual([
      'color-scheme: light;',
      ...COLOR_ROLES.map((role) => `--mat-sys-${role}: ${schemes.light[role]};`),
    ]);
    expect(declarationsOf(dark!)).toEqual([
      'color-scheme: dark;',
      ...COLOR_ROLES.map((role) => `--mat-sys-${role}: ${schemes.dark[role]};`),
    ]);
    expect(dark).toMatch(/^\n {2}:root \{\n {4}color-scheme: dark;[\s\S]*\n {2}\}\n\}\n$/);
  });

  it('puts the dark scheme on a class when asked to', () => {
    const css = themeStylesheet({name: 'sea', choices, schemes, darkSelector: 'class'});
    expect(css).not.toContain('@media');
    expect(css).toMatch(/\n\.dark-theme \{\n {2}color-scheme: dark;\n/);
    expect(css).toContain('inside an element with the class `dark-theme`');
  });

  it('says in its comment where it comes from and how it measures', () => {
    const link = 'https://material-react.dev/guide/theme-builder?seed=006a60';
    const css = themeStylesheet({name: 'sea', choices, schemes, link});
    expect(css.startsWith('/*\n * sea: a light and dark theme')).toBe(true);
    expect(css).toContain('#006a60 (scheme: tonal spot, contrast: standard)');
    expect(css).toContain(`Reopen it in the builder: ${link}`);
    expect(css).toMatch(/at least \d+\.\d:1 against/);
    // The comment never closes early, whatever the name.
    const odd = themeStylesheet({name: 'a */ b', choices, schemes});
    expect(odd.indexOf('*/')).toBe(odd.lastIndexOf('*/'));
    expect(odd.startsWith('/*\n * a-b: ')).toBe(true);
  });
});

describe('themeFileName', () => {
  it('makes a safe file name', () => {
    expect(themeFileName('My Brand Theme')).toBe('my-brand-theme');
    expect(themeFileName('  Café / Été!! ')).toBe('cafe-ete');
    expect(themeFileName('***')).toBe('custom-theme');
  });
});
