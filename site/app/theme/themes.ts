import {DEFAULT_THEME_NAME, prebuiltThemes} from '@material-react/material/theming';
import {createThemeController, type ThemeControllerConfig} from './theme-controller';

/** The key the chosen theme's name is stored under (part of the site's contract). */
export const THEME_STORAGE_KEY = 'docs-theme-storage-current-name';

export interface SiteTheme {
  readonly name: string;
  readonly displayName: string;
  readonly isDark: boolean;
  readonly isDefault: boolean;
  readonly primary: string;
  readonly accent: string;
}

/** The themes the picker offers, with the names the site shows and announces. */
export const SITE_THEMES: readonly SiteTheme[] = prebuiltThemes.map((theme) => ({
  ...theme,
  displayName: theme.isDefault ? `${theme.displayName} (default)` : theme.displayName,
}));

export const THEME_CONFIG: ThemeControllerConfig = {
  storageKey: THEME_STORAGE_KEY,
  themeNames: SITE_THEMES.map((theme) => theme.name),
  defaultName: DEFAULT_THEME_NAME,
  stylesheetBase: '/assets/',
  linkId: 'docs-theme-stylesheet',
};

/** The head script that applies the initial theme before the first paint. */
export function themeBootstrapScript(): string {
  return `(${createThemeController.toString()})(${JSON.stringify(THEME_CONFIG)}).start();`;
}

export function findTheme(name: string): SiteTheme | undefined {
  return SITE_THEMES.find((theme) => theme.name === name);
}
