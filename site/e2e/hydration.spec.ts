import type {Page, Route} from '@playwright/test';
import {chunkPath, exampleChunkPath} from './build-manifest';
import {expect, test, waitForApp} from './fixtures';

/** Holds the responses for one chunk until `release()`; `requested` says whether it was asked. */
async function holdChunk(page: Page, path: string) {
  const held: Route[] = [];
  let requested = false;
  let releasing = false;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      requested = true;
      if (releasing) return route.continue();
      held.push(route);
    },
  );
  return {
    get requested() {
      return requested;
    },
    async release() {
      releasing = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The URL paths of the scripts the page requests, as it requests them. */
function scriptRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) paths.push(path);
  });
  return paths;
}

test.describe('a page comes to life in parts', () => {
  test('its shell is interactive before the content’s code loads, and a press on the content is not lost', async ({
    page,
  }) => {
    const content = await holdChunk(page, chunkPath('app/docs/page/doc-page-content.tsx'));
    await page.goto('/components/button/overview');
    // The shell comes to life while the content's code is held back: the theme menu opens.
    await waitForApp(page);
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await expect(page.getByRole('menu', {name: 'Themes'})).toBeVisible();
    await page.keyboard.press('Escape');

    const contentRegion = page.locator('.docs-item-page');
    await expect(contentRegion).toHaveAttribute('data-hydrating', '');
    const viewer = page.locator('#button-overview');
    const source = viewer.getByRole('button', {name: /^View source/});
    await source.click();
    await expect(source).toHaveAttribute('aria-expanded', 'false');

    await content.release();
    await expect(contentRegion).not.toHaveAttribute('data-hydrating');
    await expect(source).toHaveAttribute('aria-expanded', 'true');
    await expect(viewer.locator('.docs-example-code pre.shiki').first()).toBeVisible();
    // Made once, not twice: the source stays open.
    await page.waitForLoadState('networkidle');
    await expect(source).toHaveAttribute('aria-expanded', 'true');
  });

  test('an example below the fold loads its code as it nears the viewport', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    const scripts = scriptRequests(page);
    await page.goto('/components/table/examples');
    await waitForApp(page);
    const first = page.locator('.docs-example').first();
    const last = page.locator('.docs-example').last();
    const lastId = await last.getAttribute('id');
    const firstId = await first.getAttribute('id');
    await expect(first.locator('.docs-example-body')).toHaveAttribute('data-ready', '');
    await page.waitForLoadState('networkidle');
    const requested = (id: string) => scripts.includes(exampleChunkPath(id));
    expect(requested(firstId!)).toBe(true);
    expect(requested(lastId!)).toBe(false);
    // The prerendered example is there all along.
    await expect(last.locator('.docs-example-body')).not.toBeEmpty();

    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('.docs-example-body')).toHaveAttribute('data-ready', '');
    expect(requested(lastId!)).toBe(true);
  });

  test('a press on an example whose code has not arrived is made once it has', async ({page}) => {
    const example = await holdChunk(page, exampleChunkPath('checkbox-overview'));
    await page.goto('/components/checkbox/overview');
    await waitForApp(page);
    const body = page.locator('#checkbox-overview .docs-example-body');
    await expect.poll(() => example.requested).toBe(true);
    await expect(body).toHaveAttribute('data-hydrating', '');
    const topping = body.getByRole('checkbox').nth(1);
    await expect(topping).not.toBeChecked();
    await topping.click();
    await expect(topping).not.toBeChecked();

    await example.release();
    await expect(body).toHaveAttribute('data-ready', '');
    await expect(topping).toBeChecked();
    await page.waitForLoadState('networkidle');
    await expect(topping).toBeChecked();
  });
});

test.describe('an item’s header', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a press on the import line’s copy button before the facts have hydrated is made once they have', async ({
    page,
  }) => {
    const content = await holdChunk(page, chunkPath('virtual:docs/loaders/overview'));
    await page.goto('/components/button/overview');
    await waitForApp(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    // The page's actions are live; the facts under the title wait for the overview's content.
    await expect(page.locator('.docs-page-actions')).not.toHaveAttribute('data-hydrating');
    const facts = page.locator('.docs-item-facts-region');
    await expect(facts).toHaveAttribute('data-hydrating', '');
    const copy = page.getByRole('button', {name: 'Copy import line'});
    await copy.click();
    await expect(copy).not.toHaveAttribute('data-state');

    await content.release();
    await expect(facts).not.toHaveAttribute('data-hydrating');
    await expect(copy).toHaveAttribute('data-state', 'copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import {Button} from '@material-react/material/button';",
    );
  });
});

test.describe('the top bar’s menus', () => {
  test('load their content’s code on first use, and open once it has arrived', async ({page}) => {
    const menu = await holdChunk(page, chunkPath('app/theme/theme-menu.tsx'));
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(menu.requested).toBe(false);

    const trigger = page.getByRole('button', {name: 'Select a theme'});
    await trigger.click();
    await expect.poll(() => menu.requested).toBe(true);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await menu.release();
    await expect(page.getByRole('menu', {name: 'Themes'})).toBeVisible();
    await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  });

  test('say so when their code cannot load, and try again on the next press', async ({page}) => {
    const menuChunk = chunkPath('app/versions/version-menu.tsx');
    const isMenuChunk = (url: URL) => url.pathname === menuChunk;
    await page.route(isMenuChunk, (route) => route.abort());
    await page.goto('/guides');
    await waitForApp(page);
    const trigger = page.getByRole('button', {name: 'Select a version'});
    await trigger.click();
    await expect(
      page.getByRole('alert').filter({hasText: 'version menu could not be loaded'}),
    ).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.unroute(isMenuChunk);
    await trigger.click();
    // Browsers differ here: some fetch a failed `import()` again, others remember the failure
    // until the page is loaded anew, and the message then asks for that.
    const menu = page.getByRole('menu', {name: 'Versions'});
    const askForReload = page.getByRole('alert').filter({hasText: 'then reload the page'});
    await expect(menu.or(askForReload)).toBeVisible();
    if (await askForReload.isVisible()) {
      await page.reload();
      await waitForApp(page);
      await trigger.click();
    }
    await expect(menu).toBeVisible();
    await expect(page.getByRole('alert').filter({hasText: 'could not be loaded'})).toHaveCount(0);
  });
});
