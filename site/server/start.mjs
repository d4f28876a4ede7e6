// `npm start`: builds the production site when the build is missing or older than its sources,
// then serves it on http://localhost:4200 (PORT and HOST override the port and the interface).
import {spawnSync} from 'node:child_process';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {staleBuildReason} from './build-freshness.mjs';
import {buildSecurityHeaders} from './build-headers.mjs';
import {createStaticServer} from './static-server.mjs';

const siteDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(siteDir);
const clientDir = join(siteDir, 'build', 'client');

const reason = staleBuildReason(repoDir);
if (reason) {
  console.log(`Building the site (${reason})…`);
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
