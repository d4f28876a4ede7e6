import arrowDropDownIcon from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw';
import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Menu, MenuTrigger} from '@material-react/material/menu';
import {Tooltip} from '@material-react/material/tooltip';
import {useEffect, useState} from 'react';
import {SITE_CONFIG} from '../config';
import {useLazyMenu} from '../shell/lazy-menu';
import type {VersionsState} from './version-menu';
import {loadVersions} from './versions';

const loadVersionMenu = () => import('./version-menu');

/**
 * The version menu in the top bar. The button always shows the documented version; the menu lists
 * the versions file, and picking one goes to that version's site. A versions file that fails,
 * is invalid or is too slow leaves the menu saying so and everything else working.
 */
export function VersionPicker() {
  const [state, setState] = useState<VersionsState>({status: 'loading'});
  const menu = useLazyMenu(loadVersionMenu);

  useEffect(() => {
    let active = true;
    loadVersions(SITE_CONFIG.versionsUrl, {timeoutMs: SITE_CONFIG.versionsTimeoutMs}).then(
      (versions) => active && setState({status: 'ready', versions}),
      (error: unknown) => {
        console.warn('Versions are unavailable:', error);
        if (active) setState({status: 'unavailable'});
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <Menu open={menu.open} onOpenChange={menu.onOpenChange}>
        <Tooltip message={`Select a version (current: ${SITE_CONFIG.libraryVersion})`}>
          <MenuTrigger asChild>
            <Button
              aria-label="Select a version"
              className="docs-version-button"
              onPointerEnter={menu.preload}
              onFocus={menu.preload}
            >
              {/* The button's name is fixed ("Select a version") and the version is read out as
                  its description, so the number is drawn by CSS rather than written as text that
                  would belong in the name. */}
              <span className="docs-version-number" data-version={SITE_CONFIG.libraryVersion} />
              <Icon svg={arrowDropDownIcon} />
            </Button>
          </MenuTrigger>
        </Tooltip>
        {menu.module && <menu.module.VersionMenuContent state={state} />}
      </Menu>
      <p className="docs-load-failure" role="alert">
        {menu.failed &&
          'The version menu could not be loaded. Check your connection, then try again.'}
      </p>
    </>
  );
}
