import {COLOR_ROLES, roleProperty, type ColorScheme} from './color-roles';
import {contrastFigures, formatRatio} from './contrast';
import type {SchemePair} from './scheme';
import {CONTRAST_LEVELS, SCHEME_VARIANTS, type ThemeChoices} from './theme-choices';

/** How an exported theme with both schemes switches to dark. */
export type DarkSelector = 'media' | 'class';

/** The class that turns the dark scheme on when a theme is exported with `'class'`. */
export const DARK_THEME_CLASS = 'dark-theme';

/** What {@link themeStylesheet} writes. */
export interface ThemeStylesheetOptions {
  /** The theme's name, made a file name (see {@link themeFileName}) for the file's comment. */
  name: string;
  choices: ThemeChoices;
  schemes: SchemePair;
  /** How the dark scheme applies when the file holds both. @default 'media' */
  darkSelector?: DarkSelector;
  /** The builder link that reopens these choices, quoted in the file's comment. */
  link?: string;
}

/**
 * A file name from a visitor's theme name: lower case, words joined by hyphens, nothing a file
 * system or a URL would trip on; `custom-theme` when nothing is left.
 */
export function themeFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'custom-theme';
}

function declarations(scheme: ColorScheme, isDark: boolean, indent: string): string {
  const lines = [`color-scheme: ${isDark ? 'dark' : 'light'};`].concat(
    COLOR_ROLES.map((role) => `${roleProperty(role)}: ${scheme[role]};`),
  );
  return lines.map((line) => `${indent}${line}\n`).join('');
}

function block(selector: string, scheme: ColorScheme, isDark: boolean, indent = ''): string {
  return `${indent}${selector} {\n${declarations(scheme, isDark, indent + '  ')}${indent}}\n`;
}

/** The lowest text contrast of the schemes the file holds, for its comment. */
function lowestRatio(schemes: readonly ColorScheme[]): string {
  const ratios = schemes.flatMap((scheme) => contrastFigures(scheme).map((pair) => pair.ratio));
  return formatRatio(Math.min(...ratios));
}

function header(options: ThemeStylesheetOptions, kind: string, darkNote: string): string {
  const {choices} = options;
  const variant = SCHEME_VARIANTS.find((item) => item.id === choices.variant)!.label;
  const contrast = CONTRAST_LEVELS.find((item) => item.id === choices.contrast)!.label;
  const included =
    choices.mode === 'both'
      ? [options.schemes.light, options.schemes.dark]
      : [options.schemes[choices.mode]];
  const lines = [
    `${themeFileName(options.name)}: ${kind}, made with the Material for React theme builder from the seed`,
    `${choices.seed} (scheme: ${variant.toLowerCase()}, contrast: ${contrast.toLowerCase()}).`,
    ...(options.link ? [`Reopen it in the builder: ${options.link}`] : []),
    '',
    'A standalone theme: it only sets the system colour tokens. Load it after',
    '`theming/tokens.css` (or `theming/base.css`), which provide typography, shape, elevation and',
    `motion.${darkNote} Its text roles measure at least ${lowestRatio(included)} against the`,
    'containers they are meant for.',
  ];
  return `/*\n${lines.map((line) => (line ? ` * ${line}` : ' *')).join('\n')}\n */\n`;
}

/**
 * A theme stylesheet in the format of the library's prebuilt themes (`theming/prebuilt/*.css`):
 * a comment, then `:root` with `color-scheme` and every colour role. With both schemes, the
 * light one is on `:root` and the dark one applies under `prefers-color-scheme: dark` or, with
 * `darkSelector: 'class'`, inside an element with the class {@link DARK_THEME_CLASS}.
 */
export function themeStylesheet(options: ThemeStylesheetOptions): string {
  const {choices, schemes, darkSelector = 'media'} = options;
  if (choices.mode !== 'both') {
    const isDark = choices.mode === 'dark';
    const kind = isDark ? 'a dark theme' : 'a light theme';
    return header(options, kind, '') + block(':root', schemes[choices.mode], isDark);
  }
  const light = block(':root', schemes.light, false);
  if (darkSelector === 'class') {
    const note = ` The dark scheme applies inside an element with the class \`${DARK_THEME_CLASS}\`.`;
    return (
      header(options, 'a light and dark theme', note) +
      light +
      '\n' +
      block(`.${DARK_THEME_CLASS}`, schemes.dark, true)
    );
  }
  const note = ' The dark scheme applies when the system asks for dark colours.';
  return (
    header(options, 'a light and dark theme', note) +
    light +
    '\n@media (prefers-color-scheme: dark) {\n' +
    block(':root', schemes.dark, true, '  ') +
    '}\n'
  );
}
