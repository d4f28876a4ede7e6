import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_THEME_NAME} from './themes';

const THEMING_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * The stylesheet that sets a prebuilt theme's system tokens: `tokens.css` for the default theme,
 * `prebuilt/<name>.css` for the others.
 */
export function themeStylesheet(name: string): string {
  const path = name === DEFAULT_THEME_NAME ? 'tokens.css' : `prebuilt/${name}.css`;
  return readFileSync(join(THEMING_DIR, path), 'utf8');
}

/** The `#rrggbb` colour a stylesheet gives a token; throws when it gives none. */
export function colorToken(css: string, token: string): string {
  const value = new RegExp(`${token}\\s*:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`No ${token} colour found`);
  return value;
}

/** The red, green and blue channels of a `#rrggbb` colour, 0 to 255. */
export function colorChannels(hex: string): number[] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21 (AA text needs 4.5). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = colorChannels(hex)
      .map((channel) => channel / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
