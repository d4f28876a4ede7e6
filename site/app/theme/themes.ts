import {DEFAULT_THEME_NAME, prebuiltThemes} from '@material-react/material/theming';
import {
  createCustomTheme,
  type CustomThemeConfig,
  type CustomThemeController,
} from './custom-theme';
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

/**
 * The theme builder's custom theme, previewed on the whole site: kept under a key of its own, so
 * the chosen theme's key only ever holds one of the four names.
 */
export const CUSTOM_THEME_CONFIG: CustomThemeConfig = {
  storageKey: 'docs-custom-theme',
  styleId: 'docs-custom-theme',
  attribute: 'data-custom-theme',
  themeNames: THEME_CONFIG.themeNames,
};

/**
 * The site's custom theme controller (see `createCustomTheme`). The theme menu and the builder
 * reach it through this module, so that it travels in the same chunk as the themes.
 */
export function siteCustomTheme(): CustomThemeController {
  return createCustomTheme(CUSTOM_THEME_CONFIG);
}

/**
 * The head script that applies the initial theme before the first paint, then the custom theme
 * on top of it when the builder's whole-site preview is on.
 */
export function themeBootstrapScript(): string {
  return (
    `(${createThemeController.toString()})(${JSON.stringify(THEME_CONFIG)}).start();` +
    `(${createCustomTheme.toString()})(${JSON.stringify(CUSTOM_THEME_CONFIG)}).start();`
  );
}

export function findTheme(name: string): SiteTheme | undefined {
  return SITE_THEMES.find((theme) => theme.name === name);
}
