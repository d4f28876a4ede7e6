import type {Page} from '@playwright/test';
import {expect, test, waitForApp} from './fixtures';

/**
 * The boxes a long page has many of (API symbols, examples, code blocks, tables) are not styled
 * or laid out off screen while the page loads (`content-visibility: auto`), and are rendered for
 * good once it has settled; a load that restores a position or lands on a fragment renders them
 * from the start (see `site/app/runtime/lazy-parts.ts`).
 */

const PARTS = '.docs-example, .docs-markdown pre, .docs-table-wrapper, .docs-api-symbol';

/** For each late box: whether it is rendered for good, and whether its content is skipped. */
function partStates(page: Page) {
  return page.evaluate((selector) => {
    const parts = [...document.querySelectorAll(selector)];
    return {
      count: parts.length,
      rendered: parts.filter((part) => part.hasAttribute('data-rendered')).length,
      skipped: parts.filter(
        (part) =>
          part.firstElementChild &&
          !part.firstElementChild.checkVisibility({contentVisibilityAuto: true}),
      ).length,
    };
  }, PARTS);
}

test.use({viewport: {width: 412, height: 823}});

test('a long page skips its off-screen boxes while it loads, then renders them all', async ({
  page,
}) => {
  // Without its scripts the page stays as it loaded: the boxes below the screen are skipped.
  await page.route(/\/assets\/.+\.js$/, (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'export {};'}),
  );
  await page.goto('/cdk/overlay/api');
  const loading = await partStates(page);
  expect(loading.count).toBeGreaterThan(10);
  expect(loading.skipped).toBeGreaterThan(loading.count / 2);
  expect(loading.rendered).toBe(0);

  // With them, every box is rendered for good once the page has settled.
  await page.unrouteAll();
  await page.goto('/cdk/overlay/api');
  await waitForApp(page);
  await expect.poll(() => partStates(page)).toMatchObject({skipped: 0, rendered: loading.count});
  await expect(page.locator('html')).not.toHaveAttribute('data-render-whole');
});

test('a reload and a visit to a fragment render every box from the start', async ({page}) => {
  await page.goto('/cdk/overlay/api');
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, 6000));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-render-whole', '');
  expect((await partStates(page)).skipped).toBe(0);

  await page.goto('about:blank');
  await page.goto('/components/button/overview#button-loading');
  await expect(page.locator('html')).toHaveAttribute('data-render-whole', '');
  expect((await partStates(page)).skipped).toBe(0);
});
