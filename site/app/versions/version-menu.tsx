import {MenuContent, MenuItem, MenuItemRadio, MenuLabel} from '@material-react/material/menu';
import {useEffect, useState} from 'react';
import {SITE_CONFIG} from '../config';
import {loadVersions, versionNavigationTarget, type VersionEntry} from './versions';

/** What the version menu knows of the versions file. */
type VersionsState =
  {status: 'loading'} | {status: 'ready'; versions: VersionEntry[]} | {status: 'unavailable'};

let versionsLoad: Promise<VersionEntry[]> | undefined;

/**
 * Fetches the versions file, once per page: when the menu's code loads (as the pointer or the
 * focus reaches the version button), not with every page.
 */
export function prefetchVersions(): Promise<VersionEntry[]> {
  if (!versionsLoad) {
    versionsLoad = loadVersions(SITE_CONFIG.versionsUrl, {
      timeoutMs: SITE_CONFIG.versionsTimeoutMs,
    });
    versionsLoad.catch((error: unknown) => console.warn('Versions are unavailable:', error));
  }
  return versionsLoad;
}

function useVersions(): VersionsState {
  const [state, setState] = useState<VersionsState>({status: 'loading'});
  useEffect(() => {
    let active = true;
    prefetchVersions().then(
      (versions) => active && setState({status: 'ready', versions}),
      () => active && setState({status: 'unavailable'}),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/**
 * The version menu's panel: the versions file's entries, the one being viewed checked; picking
 * another goes to that version's site. While the file loads, or when it is unavailable (it fails,
 * is not a list of versions or is too slow), it says so.
 */
export function VersionMenuContent() {
  const state = useVersions();
  const goTo = (version: VersionEntry) => {
    const target = versionNavigationTarget(window.location.href, version.url);
    if (target) window.location.assign(target);
  };
  return (
    <MenuContent aria-label="Versions" placement="bottom-end" className="docs-version-menu">
      <MenuLabel>Version</MenuLabel>
      {state.status === 'ready' && state.versions.length > 0 ? (
        state.versions.map((version) => (
          <MenuItemRadio
            key={`${version.title} ${version.url}`}
            checked={versionNavigationTarget(window.location.href, version.url) === null}
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
  );
}
