import {chunkPath} from './build-manifest';
import {expect, test} from './fixtures';

test.describe('a page whose JavaScript does not load', () => {
  for (const [what, source] of [
    ['the entry script', 'app/entry.client.tsx'],
    ['a route module', 'app/root.tsx'],
  ] as const) {
    test(`stays readable, its links work and its buttons say they need JavaScript (${what})`, async ({
      page,
    }) => {
      const blocked = chunkPath(source);
      await page.route(
        (url) => url.pathname === blocked,
        (route) => route.abort(),
      );
      await page.goto('/components/button/overview');

      const notice = page.getByRole('alert').filter({hasText: 'could not load its JavaScript'});
      await expect(notice).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app-failed', '');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
      await expect(page.locator('.docs-markdown')).toContainText('Button');

      // A control that needs JavaScript says so instead of doing nothing.
      const themeButton = page.getByRole('button', {name: 'Select a theme'});
      await expect(themeButton).toHaveAttribute('aria-disabled', 'true');
      // aria-disabled keeps it focusable and clickable, as a visitor would find it; Playwright
      // waits for such elements to become enabled unless forced.
      await themeButton.click({force: true});
      await expect(notice).toBeFocused();
      await expect(page.getByRole('menu')).toHaveCount(0);

      // Links are plain links: the next page loads as a whole document.
      await page
        .getByRole('navigation', {name: 'Main'})
        .first()
        .getByRole('link', {name: 'Guides'})
        .click();
      await expect(page).toHaveURL('/guides');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Guides');
    });
  }

  test('a button pressed while the app is still starting is pressed again once it runs', async ({
    page,
  }) => {
    const entry = chunkPath('app/entry.client.tsx');
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await entryHeld;
        await route.continue();
      },
    );
    await page.goto('/components/button/overview');
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', '');
    releaseEntry();
    await expect(page.getByRole('menu', {name: 'Themes'})).toBeVisible();
    await expect(page.locator('#docs-start-failure')).toHaveCount(0);
  });

  test('a page that starts normally shows no notice', async ({page}) => {
    await page.goto('/components/button/overview');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-failed', '');
    await expect(page.locator('#docs-start-failure')).toHaveCount(0);
  });
});
