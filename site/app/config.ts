import {version} from '@material-react/material/package.json';
import {DEFAULT_REPOSITORY_URL} from './default-repository';

/** Site-wide settings. Values that differ per deployment come from the build's environment. */
export const SITE_CONFIG = {
  /** The documented library's version: one source of truth, the material package's version. */
  libraryVersion: version,
  /** The versions file: a JSON list of `{title, url}`; may be an absolute URL on another host. */
  versionsUrl: import.meta.env.VITE_VERSIONS_URL || '/assets/versions.json',
  /** How long the version picker waits for the versions file. */
  versionsTimeoutMs: 5000,
  /** The source repository linked from the top bar. */
  repositoryUrl: import.meta.env.VITE_REPOSITORY_URL || DEFAULT_REPOSITORY_URL,
} as const;
