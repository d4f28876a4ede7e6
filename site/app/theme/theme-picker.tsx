import paletteIcon from '@material-symbols/svg-400/outlined/palette.svg?raw';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Menu, MenuTrigger} from '@material-react/material/menu';
import {Tooltip} from '@material-react/material/tooltip';
import {lazyMenuFailureMessage, useLazyMenu} from '../shell/lazy-menu';

const loadThemeMenu = () => import('./theme-menu');

/**
 * The theme button in the top bar. Its menu (the themes with their colours, the current one
 * checked) and the code that applies a theme load on first use; the head script has applied the
 * stored theme before the first paint.
 */
export function ThemePicker() {
  const menu = useLazyMenu(loadThemeMenu);
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
        {menu.module && <menu.module.ThemeMenuContent />}
      </Menu>
      <p className="docs-load-failure" role="alert">
        {lazyMenuFailureMessage('theme', menu.failure)}
      </p>
    </>
  );
}
