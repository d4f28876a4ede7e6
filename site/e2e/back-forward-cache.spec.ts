import {chromium, type Browser, type Page} from 'playwright-core';
import {expect, pressMenuItem, test} from './fixtures';

/**
 * The back/forward cache keeps a page whole when the visitor leaves it for another document, so
 * Back shows it at once, where it was. A page that listens for `unload`, is sent with
 * `Cache-Control: no-store`, or holds a connection open is not kept. Chromium reports why it did
 * not keep a page (`Page.backForwardCacheNotUsed`): reasons of the page's own making fail these
 * tests; reasons of the browser's (a headless shell without the cache) do not, and where the
 * browser has the cache, the page must come back from it.
 */

/** The kinds of reasons that are the page's doing (the others are the browser's circumstances). */
const PAGE_REASON_TYPES = ['PageSupportNeeded', 'SupportPending'];

interface NotRestored {
  type: string;
  reason: string;
}

let browser: Browser;

test.beforeAll(async () => {
  // Playwright turns the cache off by default; these tests need it on.
  browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM_PATH,
    args: JSON.parse(process.env.E2E_CHROMIUM_ARGS ?? '[]') as string[],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});

test.afterAll(async () => {
  await browser.close();
});

/**
 * Leaves `page` for another document and comes back with Back. Returns why the browser did not
 * keep the page, and whether it came back from the cache.
 */
async function leaveAndComeBack(page: Page, baseURL: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  const reasons: NotRestored[] = [];
  session.on('Page.backForwardCacheNotUsed', (event: {notRestoredExplanations: NotRestored[]}) =>
    reasons.push(...event.notRestoredExplanations),
  );
  // Another document, which the app does not handle.
  await page.goto(`${baseURL}/robots.txt`);
  await page.goBack({waitUntil: 'commit'});
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  const restored = await page.evaluate(
    () => (window as unknown as {__restoredFromCache?: boolean}).__restoredFromCache === true,
  );
  return {reasons, restored};
}

async function openPage(baseURL: string, path: string) {
  const page = await browser.newPage({baseURL, viewport: {width: 1280, height: 800}});
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) {
        (window as unknown as {__restoredFromCache: boolean}).__restoredFromCache = true;
      }
    });
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  return page;
}

function expectKept({reasons, restored}: {reasons: NotRestored[]; restored: boolean}) {
  const pageReasons = reasons.filter((reason) => PAGE_REASON_TYPES.includes(reason.type));
  expect(pageReasons, 'reasons of the page for not being kept').toEqual([]);
  if (reasons.length === 0) expect(restored).toBe(true);
}

test.describe('back/forward cache', () => {
  for (const path of [
    '/',
    '/components/table/examples',
    '/guide/getting-started',
    '/search?q=menu',
  ]) {
    test(`${path} stays eligible, and comes back where it was`, async ({baseURL}) => {
      const page = await openPage(baseURL!, path);
      await page.evaluate(() => window.scrollTo({top: 500, behavior: 'instant'}));
      const left = await page.evaluate(() => window.scrollY);
      const result = await leaveAndComeBack(page, baseURL!);
      expectKept(result);
      expect(await page.evaluate(() => window.scrollY)).toBe(left);
      await page.close();
    });
  }

  test('a page stays eligible after searching, picking a theme and editing an example', async ({
    baseURL,
  }) => {
    const page = await openPage(baseURL!, '/components/button/overview');
    await page.getByRole('button', {name: /Search/}).click();
    await page.getByRole('combobox', {name: /Search/}).fill('dialog');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await pressMenuItem(page.getByRole('menuitemradio', {name: /Purple & Green/}));
    const edit = page.getByRole('button', {name: /^Edit example/}).first();
    await edit.click();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    expectKept(await leaveAndComeBack(page, baseURL!));
    await page.close();
  });

  test('a page that listens for unload is reported as not eligible', async ({baseURL}) => {
    // The check itself: a page made ineligible on purpose is caught.
    const page = await openPage(baseURL!, '/guides');
    await page.evaluate(() => window.addEventListener('unload', () => {}));
    const {reasons} = await leaveAndComeBack(page, baseURL!);
    expect(reasons.map((reason) => reason.reason)).toContain('UnloadHandlerExistsInMainFrame');
    await page.close();
  });

  test('HTML pages are never sent with Cache-Control: no-store', async ({request}) => {
    for (const path of ['/', '/components/button/overview', '/guides', '/no/such/page']) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'] ?? '').not.toContain('no-store');
    }
  });
});
