import arrowDropDownIcon from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw';
import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {SITE_CONFIG} from '../config';
import {useLazyMenu} from '../top-bar-menu/lazy-menu';
import {TopBarMenu} from '../top-bar-menu/top-bar-menu';

/** The menu's code, which starts fetching the versions file as it arrives. */
const loadVersionMenu = () => import('./version-menu');

/**
 * The version button in the top bar. It always shows the documented version; its menu lists the
 * versions file, and picking one goes to that version's site. A versions file that fails, is
 * invalid or is too slow leaves the menu saying so and everything else working.
 */
export function VersionPicker() {
  const menu = useLazyMenu('version-menu', loadVersionMenu);
  return (
    <TopBarMenu
      menu={menu}
      subject="version"
      tooltip={`Select a version (current: ${SITE_CONFIG.libraryVersion})`}
      trigger={
        <Button aria-label="Select a version" className="docs-version-button">
          {/* The button's name is fixed ("Select a version") and the version is read out as
              its description, so the number is drawn by CSS rather than written as text that
              would belong in the name. */}
          <span className="docs-version-number" data-version={SITE_CONFIG.libraryVersion} />
          <Icon svg={arrowDropDownIcon} />
        </Button>
      }
    >
      {menu.module && <menu.module.VersionMenuContent />}
    </TopBarMenu>
  );
}
