// `npm start`: builds the production site when the build is missing or older than its sources,
// then serves it on http://localhost:4200 (PORT and HOST override the port and the interface).
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildSecurityHeaders} from './build-headers.mjs';
import {createStaticServer} from './static-server.mjs';

const siteDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(siteDir);
const clientDir = join(siteDir, 'build', 'client');
const builtMarker = join(clientDir, '__spa-fallback.html');
const SOURCE_DIRS = [
  join(siteDir, 'app'),
  join(siteDir, 'public'),
  join(siteDir, 'guides'),
  join(siteDir, 'vite'),
  join(repoDir, 'packages'),
  join(repoDir, 'tools'),
];
const SOURCE_FILES = [join(siteDir, 'vite.config.ts'), join(siteDir, 'react-router.config.ts')];
const SKIPPED = new Set(['node_modules', 'build', '.react-router', 'fixtures']);

function newestSourceTime() {
  let newest = Math.max(...SOURCE_FILES.map((file) => statSync(file).mtimeMs));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  SOURCE_DIRS.filter(existsSync).forEach(walk);
  return newest;
}

const needsBuild =
  !existsSync(builtMarker) ||
  !existsSync(join(siteDir, 'build', 'security-policies.json')) ||
  statSync(builtMarker).mtimeMs < newestSourceTime();
if (needsBuild) {
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build'], {cwd: repoDir, stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT) || 4200;
const host = process.env.HOST || 'localhost';
createStaticServer(clientDir, {headers: buildSecurityHeaders(join(siteDir, 'build'))}).listen(
  port,
  host,
  () => {
    console.log(`Serving the documentation site at http://${host}:${port}/`);
  },
);
