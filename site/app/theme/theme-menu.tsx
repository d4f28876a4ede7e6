import {announce} from '@material-react/cdk/a11y';
import {MenuContent, MenuItemRadio, MenuLabel} from '@material-react/material/menu';
import {SITE_THEMES, type SiteTheme} from './themes';
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

/** The theme menu's panel: each theme with its colours, the current one checked. */
export function ThemeMenuContent({
  current,
  onSelect,
}: {
  current: string;
  /** Applies a theme; false when it could not be. */
  onSelect: (theme: SiteTheme) => boolean;
}) {
  const select = (theme: SiteTheme) => {
    if (!onSelect(theme)) return;
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
