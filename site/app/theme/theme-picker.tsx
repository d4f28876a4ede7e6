import paletteIcon from '@material-symbols/svg-400/outlined/palette.svg?raw';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {useLazyMenu} from '../top-bar-menu/lazy-menu';
import {TopBarMenu} from '../top-bar-menu/top-bar-menu';

const loadThemeMenu = () => import('./theme-menu');

/**
 * The theme button in the top bar. Its menu (the themes with their colours, the current one
 * checked) and the code that applies a theme load on first use; the head script has applied the
 * stored theme before the first paint.
 */
export function ThemePicker() {
  const menu = useLazyMenu('theme-menu', loadThemeMenu);
  return (
    <TopBarMenu
      menu={menu}
      subject="theme"
      tooltip="Select a theme"
      trigger={
        <IconButton aria-label="Select a theme" className="docs-navbar-icon-button">
          <Icon svg={paletteIcon} />
        </IconButton>
      }
    >
      {menu.module && <menu.module.ThemeMenuContent />}
    </TopBarMenu>
  );
}
