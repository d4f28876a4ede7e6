// What the benchmarks share: the build they measure, the median of their runs and the file they
// write their raw figures to.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {resolveChromium} from '@material-react/tools/chromium';
import {buildSecurityHeaders} from '../server/build-headers.mjs';
import {createStaticServer} from '../server/static-server.mjs';

export const siteDir = dirname(dirname(fileURLToPath(import.meta.url)));
export const repoDir = dirname(siteDir);
export const clientDir = join(siteDir, 'build', 'client');

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Builds the site when there is no build yet, and returns the build's Vite manifest. */
export function ensureBuild() {
  if (!existsSync(join(clientDir, '__spa-fallback.html'))) {
    console.log('Building the site…');
    const result = spawnSync('npm', ['run', 'build'], {cwd: repoDir, stdio: 'ignore'});
    if (result.status !== 0) throw new Error('npm run build failed; run it to see why.');
  }
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The built chunk of a source module: its URL, its size and its gzip size. */
export function builtChunk(manifest, source) {
  const entry = manifest[source];
  if (!entry) throw new Error(`No chunk for ${source} in the build.`);
  const bytes = readFileSync(join(clientDir, entry.file));
  return {url: `/${entry.file}`, bytes: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
}

/** Writes a run's raw figures to `bench-results/<name>-<time>.json` and says where. */
export function writeRawFigures(name, figures) {
  const outDir = join(repoDir, 'bench-results');
  mkdirSync(outDir, {recursive: true});
  const file = join(outDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(figures, null, 2));
  console.log(`Raw figures: ${file}`);
}

/**
 * Serves the build with the production server on a free port and launches the Chromium the
 * end-to-end tests use. Returns the site's origin, the browser and a function that stops both.
 */
export async function startBuiltSite() {
  const server = createStaticServer(clientDir, {
    headers: buildSecurityHeaders(join(siteDir, 'build')),
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const {executablePath, args} = await resolveChromium();
  const browser = await chromium.launch({executablePath, args});
  const stop = async () => {
    await browser.close();
    server.close();
    server.closeAllConnections?.();
  };
  return {origin, browser, stop};
}
