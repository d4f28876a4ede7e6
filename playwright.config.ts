import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 4300;

/**
 * End-to-end tests in a real Chromium against the production build, served by the same server
 * `npm start` uses. `npm run test:e2e` builds the site first.
 */
export default defineConfig({
  testDir: 'site/e2e',
  fullyParallel: true,
  forbidOnly: true,
  // A worker per core and one more: each drives its own Chromium, and the server is light. A
  // worker is often idle, waiting on its browser or on the network and CPU a test slows down on
  // purpose; the extra one keeps the cores busy meanwhile.
  workers: availableParallelism() + 1,
  retries: 0,
  timeout: 30_000,
  // Generous for a loaded 2-core CI host, where a lazily loaded example can take several seconds
  // to come in; a passing assertion returns as soon as it holds, so this costs nothing then.
  expect: {timeout: 10_000},
  reporter: 'list',
  globalSetup: './site/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // Set by the global setup (site/e2e/global-setup.ts, with tools/chromium), which runs before
    // any worker starts.
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM_PATH,
      args: JSON.parse(process.env.E2E_CHROMIUM_ARGS ?? '[]') as string[],
    },
  },
  webServer: {
    command: `node site/server/serve-build.mjs`,
    env: {PORT: String(port), E2E_STATIC_DIR: 'site/e2e/static'},
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
