import {clientNavigate, expect, pageViews, test, waitForApp} from './fixtures';

test.describe('start-up', () => {
  test('removes a registered service worker and reloads once', async ({page}) => {
    // A service worker that an earlier version of the site might have left behind.
    await page.goto('/guides');
    await waitForApp(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/legacy-service-worker.js');
      await navigator.serviceWorker.ready;
    });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(1);

    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    // The start-up finds the worker, unregisters it and reloads: two loads in all, then no more.
    await expect.poll(() => loads).toBe(2);
    await waitForApp(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    await page.waitForTimeout(300);
    expect(loads).toBe(2);
  });

  test('a page without service workers does not reload', async ({page}) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/guides');
    await waitForApp(page);
    await page.waitForTimeout(300);
    expect(loads).toBe(1);
  });

  test('logs a failure to start to the console', async ({page, consoleErrors}) => {
    // Break the router's manifest, so the hydration itself throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, '__reactRouterManifest', {
        configurable: true,
        get: () => undefined,
        set: () => undefined,
      });
    });
    await page.goto('/guides');
    await expect.poll(() => consoleErrors.join('\n')).toContain('The site failed to start');
  });
});

test.describe('case-sensitive routes', () => {
  test('another casing of /guides or /categories goes to /', async ({page}) => {
    for (const path of ['/Guides', '/CATEGORIES', '/Guide/getting-started']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
    }
  });

  test('another casing of the cdk-table guide is an unknown guide', async ({page}) => {
    await page.goto('/guide/Cdk-Table');
    await expect(page).toHaveURL('/guides');
  });

  test('a client navigation to /Guides lands on / without a page view for it', async ({page}) => {
    await page.goto('/components/categories');
    await waitForApp(page);
    await clientNavigate(page, '/Guides');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
    const paths = (await pageViews(page)).map((view) => view.page_path);
    expect(paths).not.toContain('/Guides');
  });
});
