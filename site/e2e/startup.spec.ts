import {clientNavigate, expect, pageViews, test, waitForApp} from './fixtures';

test.describe('start-up', () => {
  test('removes a registered service worker and reloads once', async ({page}) => {
    // Counts the documents this tab starts, whether or not each one finishes loading.
    await page.addInitScript(() => {
      const count = Number(sessionStorage.getItem('e2e-document-starts') ?? '0');
      sessionStorage.setItem('e2e-document-starts', String(count + 1));
    });
    // A read during a reload finds no document: it counts as "not yet".
    const starts = () =>
      page.evaluate(() => Number(sessionStorage.getItem('e2e-document-starts'))).catch(() => -1);
    const registrations = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

    // A service worker that an earlier version of the site might have left behind, registered
    // from a document of the origin where the app does not run (it removes workers once started).
    await page.goto('/robots.txt');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/legacy-service-worker.js');
      await navigator.serviceWorker.ready;
      sessionStorage.setItem('e2e-document-starts', '0');
    });
    expect(await registrations()).toBe(1);

    await page.goto('/guides');
    // The app starts, finds the worker, unregisters it and reloads: one more document, no more.
    await expect.poll(starts, {timeout: 10_000}).toBe(2);
    await waitForApp(page);
    expect(await registrations()).toBe(0);
    await page.waitForTimeout(500);
    expect(await starts()).toBe(2);
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
