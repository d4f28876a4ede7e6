import type {Page} from '@playwright/test';
import {expect, pickTheme, test, waitForApp} from './fixtures';

const STORAGE_KEY = 'docs-theme-storage-current-name';
const THEMES = [
  {name: 'deeppurple-amber', displayName: 'Deep Purple & Amber', dark: false},
  {name: 'indigo-pink', displayName: 'Indigo & Pink (default)', dark: false},
  {name: 'pink-bluegrey', displayName: 'Pink & Blue-grey', dark: true},
  {name: 'purple-green', displayName: 'Purple & Green', dark: true},
];

/** The relative luminance of the page background, 0 (black) to 1 (white). */
function backgroundLuminance(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(canvas.getImageData(0, 0, 1, 1).data).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

const primaryColor = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mat-sys-primary').trim(),
  );

const themeLink = (page: Page) => page.locator('link#docs-theme-stylesheet');

test.describe('theme picker', () => {
  test('lists the four themes with the current one checked', async ({page}) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', {name: 'Select a theme'}).click();
    const items = page.getByRole('menu', {name: 'Themes'}).getByRole('menuitemradio');
    await expect(items).toHaveText(THEMES.map((theme) => theme.displayName));
    await expect(items.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(items.nth(0)).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', {name: 'Select a theme'})).toBeFocused();
  });

  for (const theme of THEMES) {
    test(`selects ${theme.name}: stylesheet, storage, announcement, reload`, async ({page}) => {
      const start = theme.name === 'indigo-pink' ? 'purple-green' : 'indigo-pink';
      await page.goto(`/?theme=${start}`);
      await waitForApp(page);
      await pickTheme(page, theme.displayName);

      if (theme.name === 'indigo-pink') {
        await expect(themeLink(page)).toHaveCount(0);
      } else {
        await expect(themeLink(page)).toHaveAttribute('href', `/assets/${theme.name}.css`);
      }
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(theme.name);
      const announcer = page.locator('.cdk-live-announcer-element');
      await expect(announcer).toHaveAttribute('aria-live', 'polite');
      await expect(announcer).toHaveText(`${theme.displayName} theme selected.`);
      await expect.poll(async () => (await backgroundLuminance(page)) < 0.2).toBe(theme.dark);
      const primary = await primaryColor(page);

      // The announcement is cleared after 3 seconds.
      await expect(announcer).toHaveText('', {timeout: 5000});

      // A fresh visit without ?theme= (which would win over storage).
      await page.goto('/guides');
      await expect.poll(async () => (await backgroundLuminance(page)) < 0.2).toBe(theme.dark);
      expect(await primaryColor(page)).toBe(primary);
      await page.getByRole('button', {name: 'Select a theme'}).click();
      await expect(page.getByRole('menuitemradio', {name: theme.displayName})).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
  }

  test('applies the stored theme before the first paint', async ({page}) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, 'pink-bluegrey');
      // Record what the page looks like at the first animation frame, before any paint.
      requestAnimationFrame(() => {
        (window as unknown as {firstFrame: unknown}).firstFrame = {
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
    }, STORAGE_KEY);
    await page.goto('/guides');
    await waitForApp(page);
    const firstFrame = await page.evaluate(
      () => (window as unknown as {firstFrame: {theme: string; background: string}}).firstFrame,
    );
    expect(firstFrame.theme).toBe('pink-bluegrey');
    expect(firstFrame.background).toBe(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
    expect(await backgroundLuminance(page)).toBeLessThan(0.2);
  });

  for (const path of ['/components/categories', '/components/tooltip/overview', '/guides']) {
    test(`keeps the stored theme once ${path} has loaded all its code`, async ({page}) => {
      await page.addInitScript((key) => localStorage.setItem(key, 'pink-bluegrey'), STORAGE_KEY);
      await page.goto(path);
      await waitForApp(page);
      // Lazy chunks have brought their stylesheets by now; none may override the theme's tokens.
      await page.waitForLoadState('networkidle');
      // (The bundler adds the stylesheets of the shell's modules again after the theme's, apart
      // from React Router's copies with a `#`; the base tokens are not among them.)
      expect(await backgroundLuminance(page)).toBeLessThan(0.2);
    });
  }

  test('?theme= wins over the stored theme and is then stored', async ({page}) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'pink-bluegrey');
        sessionStorage.setItem('seeded', '1');
      }
    }, STORAGE_KEY);
    await page.goto('/?theme=deeppurple-amber');
    await expect(themeLink(page)).toHaveAttribute('href', '/assets/deeppurple-amber.css');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
      'deeppurple-amber',
    );
    await page.goto('/guides');
    await expect(themeLink(page)).toHaveAttribute('href', '/assets/deeppurple-amber.css');
  });

  test('ignores unknown theme names in the URL and in storage', async ({page}) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'no-such-theme'), STORAGE_KEY);
    await page.goto('/?theme=neon');
    await waitForApp(page);
    await expect(themeLink(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('indigo-pink');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
      'no-such-theme',
    );
  });

  test('works when storage throws', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.goto('/?theme=purple-green');
    await waitForApp(page);
    await expect(themeLink(page)).toHaveAttribute('href', '/assets/purple-green.css');
    await pickTheme(page, 'Deep Purple & Amber');
    await expect(themeLink(page)).toHaveAttribute('href', '/assets/deeppurple-amber.css');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
  });
});
