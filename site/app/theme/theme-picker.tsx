import paletteIcon from '@material-symbols/svg-400/outlined/palette.svg?raw';
import {announce} from '@material-react/cdk/a11y';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {
  Menu,
  MenuContent,
  MenuItemRadio,
  MenuLabel,
  MenuTrigger,
} from '@material-react/material/menu';
import {Tooltip} from '@material-react/material/tooltip';
import {useCallback, useMemo, useSyncExternalStore} from 'react';
import {createThemeController} from './theme-controller';
import {findTheme, SITE_THEMES, THEME_CONFIG, type SiteTheme} from './themes';
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

/** The theme menu in the top bar: shows the current theme and each theme's colours. */
export function ThemePicker() {
  const themes = useMemo(
    () => (typeof document === 'undefined' ? null : createThemeController(THEME_CONFIG)),
    [],
  );
  // The theme lives on the document (the head script applied it before React started), so the
  // picker reads it from there and follows every change.
  const subscribe = useCallback((onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, {attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  }, []);
  const current = useSyncExternalStore(
    subscribe,
    () => themes?.current() ?? THEME_CONFIG.defaultName,
    () => THEME_CONFIG.defaultName,
  );

  const select = (name: string) => {
    const theme = findTheme(name);
    if (!themes || !theme || !themes.select(name)) return;
    void announce(themeAnnouncement(theme), {
      politeness: 'polite',
      duration: THEME_ANNOUNCEMENT_MS,
    });
  };

  return (
    <Menu>
      <Tooltip message="Select a theme">
        <MenuTrigger asChild>
          <IconButton aria-label="Select a theme" className="docs-navbar-icon-button">
            <Icon svg={paletteIcon} />
          </IconButton>
        </MenuTrigger>
      </Tooltip>
      <MenuContent aria-label="Themes" placement="bottom-end" className="docs-theme-menu">
        <MenuLabel>Theme</MenuLabel>
        {SITE_THEMES.map((theme) => (
          <MenuItemRadio
            key={theme.name}
            checked={theme.name === current}
            onSelect={() => select(theme.name)}
            data-theme-name={theme.name}
          >
            <ThemeSwatch theme={theme} />
            <span className="docs-theme-name">{theme.displayName}</span>
          </MenuItemRadio>
        ))}
      </MenuContent>
    </Menu>
  );
}
