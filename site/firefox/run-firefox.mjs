// The site in Firefox (`npm run test:firefox`): a short run over every page type and the main
// interactions, against the production build (`npm run build` first), served by the same server
// the end-to-end tests use. The end-to-end suite runs in Chromium only (Playwright cannot launch
// Debian's Firefox); this drives Firefox over WebDriver BiDi with puppeteer-core.
//
// FIREFOX_PATH overrides /usr/bin/firefox-esr; E2E_PORT the port (4310). Without Firefox it says
// so and passes.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {CHECKS} from './firefox-checks.mjs';
import {openPage, STEP_TIMEOUT_MS, watchPage} from './firefox-page.mjs';

const siteDir = dirname(dirname(fileURLToPath(import.meta.url)));
const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const port = Number(process.env.E2E_PORT) || 4310;
const baseUrl = `http://localhost:${port}`;

/** Starts the build's server and resolves once it answers. */
async function startServer() {
  const server = spawn(process.execPath, [join(siteDir, 'server/serve-build.mjs')], {
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`The server stopped (exit code ${code}).`))),
  );
  const listening = new Promise((resolve) =>
    server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve()),
  );
  await Promise.race([listening, exited]);
  return server;
}

/** Runs `promise`, failing it after `ms`. */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One check in a fresh browser context: what went wrong in it, or nothing. */
async function runCheck(browser, check) {
  const context = await browser.createBrowserContext();
  const watchers = [];
  const open = async (viewport, path) => {
    const page = await context.newPage();
    await page.setViewport(viewport);
    watchers.push(await watchPage(page));
    await openPage(page, baseUrl, path);
    return page;
  };
  try {
    await withTimeout(check.run(open), 4 * STEP_TIMEOUT_MS, check.name);
    return (await Promise.all(watchers.map((watcher) => watcher.collect()))).flat();
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    await context.close().catch(() => {});
  }
}

async function main() {
  if (!existsSync(firefoxPath)) {
    console.log(
      `Firefox run skipped: no Firefox at ${firefoxPath} (install it with ` +
        '`apt-get install firefox-esr`, or set FIREFOX_PATH to a Firefox 128 or later).',
    );
    return 0;
  }
  if (!existsSync(join(siteDir, 'build/client/index.html'))) {
    console.error('No production build in site/build: run `npm run build` first.');
    return 1;
  }
  const started = performance.now();
  const {default: puppeteer} = await import('puppeteer-core');
  const server = await startServer();
  let browser;
  let passed = 0;
  let failed = 0;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      headless: true,
      // The pages' own timers and animations run as in a visible window.
      extraPrefsFirefox: {'dom.min_background_timeout_value': 0},
    });
    for (const check of CHECKS) {
      const checkStarted = performance.now();
      const problems = await runCheck(browser, check);
      const seconds = ((performance.now() - checkStarted) / 1000).toFixed(1);
      if (problems.length === 0) {
        passed++;
        console.log(`  ✓ ${check.name} (${seconds} s)`);
      } else {
        failed++;
        console.log(`  ✗ ${check.name} (${seconds} s)`);
        for (const problem of problems) console.log(`      ${problem}`);
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    server.kill();
  }
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Firefox (${firefoxPath}): ${passed} passed, ${failed} failed in ${total} s`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
