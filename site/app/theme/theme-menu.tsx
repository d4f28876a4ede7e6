import {announce} from '@material-react/cdk/a11y';
import {
  MenuContent,
  MenuItem,
  MenuItemRadio,
  MenuLabel,
  MenuSeparator,
} from '@material-react/material/menu';
import {useCallback, useMemo, useSyncExternalStore} from 'react';
import {useNavigate} from 'react-router';
import {createThemeController} from './theme-controller';
import {
  CUSTOM_THEME_CONFIG,
  SITE_THEMES,
  siteCustomTheme,
  THEME_CONFIG,
  type SiteTheme,
} from './themes';
import './theme-picker.css';

/**
 * How long the theme announcement stays in the live region before it is cleared, so that the
 * same theme chosen again is announced again.
 */
export const THEME_ANNOUNCEMENT_MS = 3000;

export function themeAnnouncement(theme: SiteTheme): string {
  return `${theme.displayName} theme selected.`;
}

function ThemeSwatch({theme}: {theme: SiteTheme}) {
  return (
    <span
      className="docs-theme-swatch"
      aria-hidden="true"
      style={
        {
          '--docs-swatch-primary': theme.primary,
          '--docs-swatch-accent': theme.accent,
        } as React.CSSProperties
      }
    />
  );
}

/** The `<link>` of the current theme's stylesheet; none for the default theme. */
const themeLink = () => document.getElementById(THEME_CONFIG.linkId);

/**
 * Resolves once the theme stylesheet has loaded (or failed to) after a theme was applied, or at
 * once when the theme has no stylesheet or kept the one it had (`hrefBefore`).
 */
function themeStylesheetSettled(hrefBefore: string | null): Promise<void> {
  const link = themeLink();
  if (!link || link.getAttribute('href') === hrefBefore) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), {once: true});
    link.addEventListener('error', () => resolve(), {once: true});
  });
}

/** The theme builder's page, where the custom theme is made. */
export const THEME_BUILDER_PATH = '/guide/theme-builder';

/**
 * Follows the theme applied to the document (by this menu, or by another tab's storage), and
 * whether the theme builder's custom theme is on top of it.
 */
function useCurrentTheme() {
  const subscribe = useCallback((onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, {
      attributeFilter: ['data-theme', CUSTOM_THEME_CONFIG.attribute],
    });
    return () => observer.disconnect();
  }, []);
  const themes = useMemo(() => createThemeController(THEME_CONFIG), []);
  const custom = useMemo(() => siteCustomTheme(), []);
  const current = useSyncExternalStore(subscribe, () => themes.current());
  const customActive = useSyncExternalStore(subscribe, () => custom.isActive());
  return {current, themes, custom, customActive};
}

/**
 * The theme menu's panel: each theme with its colours, the current one checked (none while the
 * theme builder's custom theme is on), and the way to the builder. Choosing a theme ends the
 * custom theme, applies the theme, stores it and announces it. (The menu only renders in the
 * browser, once opened.)
 */
export function ThemeMenuContent() {
  const {current, themes, custom, customActive} = useCurrentTheme();
  const navigate = useNavigate();
  const select = (theme: SiteTheme) => {
    const hrefBefore = themeLink()?.getAttribute('href') ?? null;
    if (!themes.select(theme.name)) return;
    // The custom theme stays on until the chosen theme's stylesheet has loaded, so the page goes
    // from one to the other without showing the default theme between them.
    void themeStylesheetSettled(hrefBefore).then(() => custom.clear());
    void announce(themeAnnouncement(theme), {
      politeness: 'polite',
      duration: THEME_ANNOUNCEMENT_MS,
    });
  };
  return (
    <MenuContent aria-label="Themes" placement="bottom-end" className="docs-theme-menu">
      <MenuLabel>Theme</MenuLabel>
      {SITE_THEMES.map((theme) => (
        <MenuItemRadio
          key={theme.name}
          checked={!customActive && theme.name === current}
          onSelect={() => select(theme)}
          data-theme-name={theme.name}
        >
          <ThemeSwatch theme={theme} />
          <span className="docs-theme-name">{theme.displayName}</span>
        </MenuItemRadio>
      ))}
      <MenuSeparator />
      <MenuItem onSelect={() => void navigate(THEME_BUILDER_PATH)} data-theme-builder-link="">
        <span className="docs-theme-builder-icon" aria-hidden="true" />
        <span className="docs-theme-name">
          {customActive ? 'Custom theme: edit in the theme builder' : 'Build a custom theme'}
        </span>
      </MenuItem>
    </MenuContent>
  );
}
