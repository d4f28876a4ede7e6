import paletteIcon from '@material-symbols/svg-400/outlined/palette.svg?raw';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Menu, MenuTrigger} from '@material-react/material/menu';
import {Tooltip} from '@material-react/material/tooltip';
import {useCallback, useMemo, useSyncExternalStore} from 'react';
import {useLazyMenu} from '../shell/lazy-menu';
import {createThemeController} from './theme-controller';
import {THEME_CONFIG, type SiteTheme} from './themes';

const loadThemeMenu = () => import('./theme-menu');

/** The theme menu in the top bar: shows the current theme and each theme's colours. */
export function ThemePicker() {
  const themes = useMemo(
    () => (typeof document === 'undefined' ? null : createThemeController(THEME_CONFIG)),
    [],
  );
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
  const menu = useLazyMenu(loadThemeMenu);

  const select = (theme: SiteTheme) => !!themes?.select(theme.name);

  return (
    <>
      <Menu open={menu.open} onOpenChange={menu.onOpenChange}>
        <Tooltip message="Select a theme">
          <MenuTrigger asChild>
            <IconButton
              aria-label="Select a theme"
              className="docs-navbar-icon-button"
              onPointerEnter={menu.preload}
              onFocus={menu.preload}
            >
              <Icon svg={paletteIcon} />
            </IconButton>
          </MenuTrigger>
        </Tooltip>
        {menu.module && <menu.module.ThemeMenuContent current={current} onSelect={select} />}
      </Menu>
      <p className="docs-load-failure" role="alert">
        {menu.failed &&
          'The theme menu could not be loaded. Check your connection, then try again.'}
      </p>
    </>
  );
}
