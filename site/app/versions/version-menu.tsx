import {MenuContent, MenuItem, MenuItemRadio, MenuLabel} from '@material-react/material/menu';
import {versionNavigationTarget, type VersionEntry} from './versions';

/** What the version menu knows of the versions file. */
export type VersionsState =
  {status: 'loading'} | {status: 'ready'; versions: VersionEntry[]} | {status: 'unavailable'};

/**
 * The version menu's panel: the versions file's entries, the one being viewed checked; picking
 * another goes to that version's site. While the file loads, or when it cannot, it says so.
 */
export function VersionMenuContent({state}: {state: VersionsState}) {
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
