// @ts-check
// Whether `npm start` has to build the site first: when the build is missing, or older than any
// source the build reads. What the build itself writes inside the source folders (the MCP
// server's bundle and data, the packed packages, generated modules) is output, not source: a
// build that writes it after its own marker must not look stale to the next start.
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/** Folders never walked: installs and build output, wherever they sit. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'build',
  'dist',
  '.react-router',
  'fixtures',
  'test-results',
  'bench-results',
]);
/** Output inside a source folder that only a build or a test run writes. */
const SKIPPED_PATHS = [join('packages', 'docs-mcp', 'data')];
const SKIPPED_FILE = /\.generated\.ts$|\.tsbuildinfo$/;

/**
 * The folders and files the site's build reads, relative to the repository.
 * @param {string} repoDir
 */
function sources(repoDir) {
  const site = join(repoDir, 'site');
  return {
    dirs: ['app', 'public', 'guides', 'vite']
      .map((dir) => join(site, dir))
      .concat(join(repoDir, 'packages'), join(repoDir, 'tools')),
    files: [join(site, 'vite.config.ts'), join(site, 'react-router.config.ts')],
  };
}

/**
 * The modification time of the newest source file, and its path (for the message that says why
 * a build runs).
 * @param {string} repoDir
 * @returns {{time: number, path: string}}
 */
export function newestSource(repoDir) {
  const {dirs, files} = sources(repoDir);
  const skippedPaths = new Set(SKIPPED_PATHS.map((path) => join(repoDir, path)));
  let newest = {time: 0, path: ''};
  const see = (/** @type {string} */ path) => {
    const time = statSync(path).mtimeMs;
    if (time > newest.time) newest = {time, path};
  };
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !skippedPaths.has(path)) walk(path);
      } else if (!SKIPPED_FILE.test(entry.name)) {
        see(path);
      }
    }
  };
  files.filter(existsSync).forEach(see);
  dirs.filter(existsSync).forEach(walk);
  return newest;
}

/**
 * Why the site has to be built before it is served, or null when the build is current.
 * @param {string} repoDir
 * @returns {string | null}
 */
export function staleBuildReason(repoDir) {
  const buildDir = join(repoDir, 'site', 'build');
  const marker = join(buildDir, 'client', '__spa-fallback.html');
  if (!existsSync(marker)) return 'there is no build yet';
  if (!existsSync(join(buildDir, 'security-policies.json'))) return 'the build is incomplete';
  const newest = newestSource(repoDir);
  if (newest.time > statSync(marker).mtimeMs) return `${newest.path} changed since the last build`;
  return null;
}
