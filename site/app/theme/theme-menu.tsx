import {announce} from '@material-react/cdk/a11y';
import {MenuContent, MenuItemRadio, MenuLabel} from '@material-react/material/menu';
import {useCallback, useMemo, useSyncExternalStore} from 'react';
import {createThemeController} from './theme-controller';
import {SITE_THEMES, THEME_CONFIG, type SiteTheme} from './themes';
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

/** Follows the theme applied to the document (by this menu, or by another tab's storage). */
function useCurrentTheme() {
  const subscribe = useCallback((onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, {attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  }, []);
  const themes = useMemo(() => createThemeController(THEME_CONFIG), []);
  const current = useSyncExternalStore(subscribe, () => themes.current());
  return {current, themes};
}

/**
 * The theme menu's panel: each theme with its colours, the current one checked. Choosing one
 * applies it, stores it and announces it. (The menu only renders in the browser, once opened.)
 */
export function ThemeMenuContent() {
  const {current, themes} = useCurrentTheme();
  const select = (theme: SiteTheme) => {
    if (!themes.select(theme.name)) return;
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
          checked={theme.name === current}
          onSelect={() => select(theme)}
          data-theme-name={theme.name}
        >
          <ThemeSwatch theme={theme} />
          <span className="docs-theme-name">{theme.displayName}</span>
        </MenuItemRadio>
      ))}
    </MenuContent>
  );
}
