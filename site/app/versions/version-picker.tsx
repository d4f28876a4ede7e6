import arrowDropDownIcon from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw';
import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuItemRadio,
  MenuLabel,
  MenuTrigger,
} from '@material-react/material/menu';
import {Tooltip} from '@material-react/material/tooltip';
import {useEffect, useState} from 'react';
import {SITE_CONFIG} from '../config';
import {loadVersions, versionNavigationTarget, type VersionEntry} from './versions';

type VersionsState =
  {status: 'loading'} | {status: 'ready'; versions: VersionEntry[]} | {status: 'unavailable'};

/**
 * The version menu in the top bar. The button always shows the documented version; the menu lists
 * the versions file, and picking one goes to that version's site. A versions file that fails,
 * is invalid or is too slow leaves the menu saying so and everything else working.
 */
export function VersionPicker() {
  const [state, setState] = useState<VersionsState>({status: 'loading'});

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

  const goTo = (version: VersionEntry) => {
    const target = versionNavigationTarget(window.location.href, version.url);
    if (target) window.location.assign(target);
  };

  return (
    <Menu>
      <Tooltip message={`Select a version (current: ${SITE_CONFIG.libraryVersion})`}>
        <MenuTrigger asChild>
          <Button aria-label="Select a version" className="docs-version-button">
            {/* The button's name is fixed ("Select a version") and the version is read out as
                its description, so the number is drawn by CSS rather than written as text that
                would belong in the name. */}
            <span className="docs-version-number" data-version={SITE_CONFIG.libraryVersion} />
            <Icon svg={arrowDropDownIcon} />
          </Button>
        </MenuTrigger>
      </Tooltip>
      <MenuContent aria-label="Versions" placement="bottom-end" className="docs-version-menu">
        <MenuLabel>Version</MenuLabel>
        {state.status === 'ready' && state.versions.length > 0 ? (
          state.versions.map((version) => (
            <MenuItemRadio
              key={`${version.title} ${version.url}`}
              checked={
                typeof window !== 'undefined' &&
                versionNavigationTarget(window.location.href, version.url) === null
              }
              onSelect={() => goTo(version)}
            >
              {version.title}
            </MenuItemRadio>
          ))
        ) : (
          <MenuItem disabled>
            {state.status === 'loading' ? 'Loading versions…' : 'Versions are unavailable'}
          </MenuItem>
        )}
      </MenuContent>
    </Menu>
  );
}
