// The JavaScript a page loads, before it is interactive and in all: measured by the benchmark
// (`npm run bench`) and held to its budget by an end-to-end test (site/e2e/budget.spec.ts).
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

/** One page of each kind the site has: what the benchmark measures and the budget holds. */
export const BENCH_PAGES = [
  '/',
  '/components/categories',
  '/components/button/overview',
  '/components/table/examples',
  '/guide/getting-started',
  '/cdk/overlay/api',
  '/components/select/api',
];

/**
 * The most JavaScript, in gzip bytes, a page may load before it is interactive: 120 KB, and 64
 * bytes the item pages took for the narrow screens' sticky bar with the side navigation's button
 * and the tab names stated once in the manifest (they had 21 bytes left). To be taken back with
 * the manifest's item summaries, about 1.5 KB, which no page needs at start.
 */
export const INITIAL_JAVASCRIPT_BUDGET = 120 * 1024 + 64;

/** The performance mark the app sets once its shell is interactive (see start-guard.ts). */
export const APP_READY_MARK = 'docs-app-ready';

/**
 * The size of a built file as a client that only accepts gzip receives it: its precompressed
 * `.gz` file if the build wrote one, else what the server's on-the-fly gzip (level 6) makes of it.
 * (Chromium accepts Brotli, so the sizes it reports are smaller; the budget is set in gzip.)
 * @param {string} clientDir the client build
 * @param {string} path a URL path in it
 */
export function gzipBytes(clientDir, path) {
  const file = join(clientDir, path);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), {level: 6}).length;
}

/**
 * Opens a page and reports its JavaScript: `initial` is what it requested before the app said it
 * is interactive (the mark its root sets once the shell has hydrated), `all` everything it loaded
 * once the network has been quiet for a second. Bytes are gzip bytes (see {@link gzipBytes}).
 * @param {import('playwright-core').Page} page a fresh page
 * @param {string} url
 * @param {string} clientDir the client build the page is served from
 */
export async function pageJavaScript(page, url, clientDir) {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    APP_READY_MARK,
  );
  await page.waitForTimeout(1000);
  const loaded = await page.evaluate((mark) => {
    const readyAt = performance.getEntriesByName(mark)[0].startTime;
    return {
      readyAt,
      files: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          initial: entry.startTime < readyAt,
        })),
    };
  }, APP_READY_MARK);
  const files = loaded.files.map((file) => ({...file, bytes: gzipBytes(clientDir, file.path)}));
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const initial = files.filter((file) => file.initial);
  return {
    initialBytes: sum(initial),
    initialFiles: initial.length,
    allBytes: sum(files),
    allFiles: files.length,
    readyAt: loaded.readyAt,
    files,
  };
}
