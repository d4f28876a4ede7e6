/** The name of a prebuilt theme, which is also its stylesheet's file name (`<name>.css`). */
export type ThemeName = 'deeppurple-amber' | 'indigo-pink' | 'pink-bluegrey' | 'purple-green';

/** A prebuilt theme: its name, how to show it, and the colours of its swatch. */
export interface PrebuiltTheme {
  /** The theme's name: `prebuilt/<name>.css`, or `tokens.css` for the default theme. */
  readonly name: ThemeName;
  /** The name people read, e.g. "Indigo & Pink". */
  readonly displayName: string;
  /** Whether the theme is dark (it sets `color-scheme: dark`). */
  readonly isDark: boolean;
  /** Whether this is the default theme, the one `tokens.css` sets. */
  readonly isDefault: boolean;
  /** The theme's primary colour (`--mat-sys-primary`), as a hex value, for swatches. */
  readonly primary: string;
  /** The theme's accent colour (`--mat-sys-tertiary`), as a hex value, for swatches. */
  readonly accent: string;
}

/** The name of the theme `theming/tokens.css` applies when no other theme is loaded. */
export const DEFAULT_THEME_NAME = 'indigo-pink' satisfies ThemeName;

/**
 * The prebuilt themes, in the order a theme picker lists them. The swatch colours equal the
 * `--mat-sys-primary` and `--mat-sys-tertiary` values of each theme's stylesheet (a unit test keeps
 * them in step).
 */
export const prebuiltThemes: readonly PrebuiltTheme[] = [
  {
    name: 'deeppurple-amber',
    displayName: 'Deep Purple & Amber',
    isDark: false,
    isDefault: false,
    primary: '#673ab7',
    accent: '#7c5800',
  },
  {
    name: 'indigo-pink',
    displayName: 'Indigo & Pink',
    isDark: false,
    isDefault: true,
    primary: '#3f51b5',
    accent: '#c2185b',
  },
  {
    name: 'pink-bluegrey',
    displayName: 'Pink & Blue-grey',
    isDark: true,
    isDefault: false,
    primary: '#ffb1c8',
    accent: '#b4cad6',
  },
  {
    name: 'purple-green',
    displayName: 'Purple & Green',
    isDark: true,
    isDefault: false,
    primary: '#eeb0ff',
    accent: '#88d982',
  },
];
