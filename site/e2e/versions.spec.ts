import {readFileSync} from 'node:fs';
import type {Page, Route} from '@playwright/test';
import {expect, pressMenuItem, test, waitForApp} from './fixtures';

const VERSION = (
  JSON.parse(
    readFileSync(new URL('../../packages/material/package.json', import.meta.url), 'utf8'),
  ) as {version: string}
).version;

async function openVersions(page: Page) {
  await page.getByRole('button', {name: 'Select a version', exact: true}).click();
  const menu = page.getByRole('menu', {name: 'Versions'});
  await expect(menu).toBeVisible();
  return menu;
}

/** The version the button shows (drawn by CSS, so it stays out of the accessible name). */
async function expectShownVersion(page: Page, version: string) {
  const number = page
    .getByRole('button', {name: 'Select a version', exact: true})
    .locator('.docs-version-number');
  await expect(number).toHaveAttribute('data-version', version);
  const shown = await number.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(shown).toBe(JSON.stringify(version));
}

async function serveVersions(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route('**/assets/versions.json', handler);
}

test.describe('version picker', () => {
  test('shows the library version and the titles of the versions file', async ({page}) => {
    await serveVersions(page, (route) =>
      route.fulfill({
        json: [
          {title: '1.x (current)', url: '/'},
          {title: '0.9', url: 'https://v0.docs.example/'},
        ],
      }),
    );
    await page.goto('/guides');
    await waitForApp(page);
    const button = page.getByRole('button', {name: 'Select a version', exact: true});
    await expectShownVersion(page, VERSION);
    await expect(button).toHaveAccessibleDescription(`Select a version (current: ${VERSION})`);
    const menu = await openVersions(page);
    const items = menu.getByRole('menuitemradio');
    await expect(items).toHaveText(['1.x (current)', '0.9']);
    await expect(items.first()).toHaveAttribute('aria-checked', 'true');
  });

  test('fetches the versions file only when the pointer or focus reaches the button', async ({
    page,
  }) => {
    let requests = 0;
    await serveVersions(page, (route) => {
      requests++;
      return route.fulfill({json: [{title: '1.x', url: '/'}]});
    });
    await page.goto('/guides');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toBe(0);
    await page.getByRole('button', {name: 'Select a version', exact: true}).hover();
    await expect.poll(() => requests).toBe(1);
    const menu = await openVersions(page);
    await expect(menu.getByRole('menuitemradio')).toHaveText(['1.x']);
    expect(requests).toBe(1);
  });

  test('picking another version navigates the browser to its url', async ({page}) => {
    await serveVersions(page, (route) =>
      route.fulfill({json: [{title: '0.9', url: 'https://v0.docs.example/'}]}),
    );
    await page.route('https://v0.docs.example/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>Version 0.9</title><h1>0.9</h1>'}),
    );
    await page.goto('/guides');
    await waitForApp(page);
    const menu = await openVersions(page);
    await pressMenuItem(menu.getByRole('menuitemradio', {name: '0.9'}));
    await expect(page).toHaveURL('https://v0.docs.example/');
    await expect(page).toHaveTitle('Version 0.9');
  });

  test('picking the version being viewed stays on the page', async ({page}) => {
    await serveVersions(page, (route) => route.fulfill({json: [{title: 'This one', url: '/'}]}));
    await page.goto('/guides');
    await waitForApp(page);
    let navigated = false;
    page.on('framenavigated', () => (navigated = true));
    const menu = await openVersions(page);
    await pressMenuItem(menu.getByRole('menuitemradio', {name: 'This one'}));
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/guides');
    expect(navigated).toBe(false);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['fails to load', (route) => route.fulfill({status: 500, body: 'oops'})],
    ['is not JSON', (route) => route.fulfill({contentType: 'application/json', body: '<html>'})],
    ['is not a list of versions', (route) => route.fulfill({json: {versions: '1.0'}})],
    ['is aborted', (route) => route.abort('connectionrefused')],
  ];
  for (const [problem, handler] of failures) {
    test(`says versions are unavailable when the file ${problem}`, async ({page}) => {
      await serveVersions(page, handler);
      await page.goto('/guides');
      await waitForApp(page);
      await expectShownVersion(page, VERSION);
      const menu = await openVersions(page);
      await expect(menu.getByRole('menuitem')).toHaveText('Versions are unavailable');
      await expect(menu.getByRole('menuitem')).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Guides');
    });
  }

  test('says versions are unavailable when the file is too slow', async ({page}) => {
    await serveVersions(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.fulfill({json: [{title: 'late', url: '/'}]}).catch(() => {});
    });
    await page.goto('/guides');
    await waitForApp(page);
    const menu = await openVersions(page);
    await expect(menu.getByRole('menuitem')).toHaveText('Loading versions…');
    await expect(menu.getByRole('menuitem')).toHaveText('Versions are unavailable', {
      timeout: 7000,
    });
  });
});
