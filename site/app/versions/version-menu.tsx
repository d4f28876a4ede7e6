import {MenuContent, MenuItem, MenuItemRadio, MenuLabel} from '@material-react/material/menu';
import {SITE_CONFIG} from '../config';
import {loadOnce} from '../runtime/load-once';
import {useLoad} from '../runtime/use-load';
import {loadVersions, versionNavigationTarget, type VersionEntry} from './versions';

/** The key of the versions file's load (see `loadOnce`). */
const VERSIONS_KEY = 'versions';

/** Loads the versions file, saying in the console why when it is unavailable. */
function fetchVersions(): Promise<VersionEntry[]> {
  const versions = loadVersions(SITE_CONFIG.versionsUrl, {
    timeoutMs: SITE_CONFIG.versionsTimeoutMs,
  });
  versions.catch((error: unknown) => console.warn('Versions are unavailable:', error));
  return versions;
}

// The versions file is fetched once per page, as this module's code arrives (as the pointer or
// the focus reaches the version button), not with every page. The menu does not ask for it
// again after a failure: it says that the versions are unavailable.
void loadOnce(VERSIONS_KEY, fetchVersions);

/**
 * The version menu's panel: the versions file's entries, the one being viewed checked; picking
 * another goes to that version's site. While the file loads, or when it is unavailable (it fails,
 * is not a list of versions or is too slow), it says so.
 */
export function VersionMenuContent() {
  const [state] = useLoad(VERSIONS_KEY, fetchVersions);
  const goTo = (version: VersionEntry) => {
    const target = versionNavigationTarget(window.location.href, version.url);
    if (target) window.location.assign(target);
  };
  return (
    <MenuContent aria-label="Versions" placement="bottom-end" className="docs-version-menu">
      <MenuLabel>Version</MenuLabel>
      {state.status === 'ready' && state.value.length > 0 ? (
        state.value.map((version) => (
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
