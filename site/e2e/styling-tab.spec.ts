import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, pressMenuItem, test, waitForApp} from './fixtures';

const FILLED = '--mat-button-filled-container-color';

/** The filled "Basic" button of the live "Button variants" example, once it has come to life. */
async function filledButton(page: Page) {
  const body = page.locator('[id="button-overview"] .docs-example-body');
  await body.scrollIntoViewIfNeeded();
  await expect(body).toHaveAttribute('data-ready', '');
  return body.locator('.mat-button[data-variant="filled"]').first();
}

const backgroundOf = (page: Page) =>
  filledButton(page).then((button) =>
    button.evaluate((element) => getComputedStyle(element).backgroundColor),
  );

test.describe('Styling tab', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a component with tokens has the tab, with every token name in code in a table', async ({
    page,
    request,
  }) => {
    expect((await request.get('/components/button/styling')).status()).toBe(200);
    await page.goto('/components/button/overview');
    await waitForApp(page);
    const tabs = page.getByRole('navigation', {name: 'Button documentation'});
    await expect(tabs.getByRole('link')).toHaveText(['Overview', 'API', 'Styling', 'Examples']);
    await tabs.getByRole('link', {name: 'Styling'}).click();
    await expect(page).toHaveURL('/components/button/styling');
    await expect(page).toHaveTitle('Button Styling | Material');
    const table = page
      .getByRole('table')
      .filter({has: page.getByRole('columnheader', {name: 'Token'})});
    const names = table.locator('tbody th code');
    await expect(names.first()).toHaveText(/^--mat-button-/);
    expect(await names.count()).toBeGreaterThan(20);
    const row = page.getByRole('row', {name: new RegExp(FILLED)});
    await expect(row.getByRole('cell').nth(1)).toHaveText('--mat-sys-primary');
  });

  test('an item without tokens has no Styling tab, and its styling path opens the overview', async ({
    page,
  }) => {
    await page.goto('/cdk/overlay/styling');
    await expect(page).toHaveURL('/cdk/overlay/overview');
    const tabs = page.getByRole('navigation', {name: 'Overlay documentation'});
    await expect(tabs.getByRole('link')).toHaveText(['Overview', 'API', 'Examples']);
    await page.goto('/components/icon/styling');
    await expect(page).toHaveURL('/components/icon/overview');
  });

  test('try it: a token value restyles the live example at once, Copy CSS and Reset', async ({
    page,
  }) => {
    await page.goto('/components/button/styling');
    await waitForApp(page);
    const themed = await backgroundOf(page);
    // Before any change, the swatch shows what the token resolves to in this theme.
    const resolved = page.getByRole('row', {name: new RegExp(FILLED)}).locator('output');
    await expect(resolved).toHaveText(/^#[0-9a-f]{6}$/);

    await page.getByLabel(`Value of ${FILLED}`).fill('#b00020');
    await expect.poll(() => backgroundOf(page)).toBe('rgb(176, 0, 32)');
    await expect(resolved).toHaveText('#b00020');
    await page.getByLabel('Value of --mat-button-container-height').fill('56px');
    await expect(page.getByText('2 tokens changed')).toBeVisible();

    await page.getByRole('button', {name: 'Copy CSS'}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        [
          '/* Put this class on your button components, or on an element around them; use :root',
          '   to restyle every one of them. */',
          '.custom-button {',
          '  --mat-button-container-height: 56px;',
          `  ${FILLED}: #b00020;`,
          '}',
          '',
        ].join('\n'),
      );
    await expect(page.locator('.cdk-live-announcer-element')).toHaveText(
      'CSS with 2 tokens copied.',
    );

    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(page.locator('.cdk-live-announcer-element')).toHaveText(
      'Every token of Button is back to its theme value.',
    );
    await expect.poll(() => backgroundOf(page)).toBe(themed);
    await expect(page.getByText('No token changed')).toBeVisible();
    await expect(page.getByLabel('Value of --mat-button-container-height')).toHaveValue('');
  });

  test('the resolved values follow the theme', async ({page}) => {
    await page.goto('/components/button/styling');
    await waitForApp(page);
    const resolved = page.getByRole('row', {name: new RegExp(FILLED)}).locator('output');
    await expect(resolved).toHaveText(/^#[0-9a-f]{6}$/);
    const light = await resolved.textContent();
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await pressMenuItem(page.getByRole('menuitemradio', {name: /Pink & Blue-grey/}));
    await expect(resolved).not.toHaveText(light!);
    expect(await backgroundOf(page)).toBe(
      await resolved.evaluate((element) => {
        const hex = element.textContent!;
        const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
        return `rgb(${r}, ${g}, ${b})`;
      }),
    );
  });

  test('search finds a token and lands on its row', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await page
      .getByRole('banner')
      .getByRole('button', {name: /Search/})
      .click();
    const dialog = page.getByRole('dialog', {name: /Search/});
    await dialog.getByRole('combobox', {name: /Search/}).fill('--mat-toolbar-container-color');
    const first = dialog.getByRole('option').first();
    await expect(first).toHaveAccessibleName('--mat-toolbar-container-color');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/components/toolbar/styling#mat-toolbar-container-color');
    const row = page.locator('[id="mat-toolbar-container-color"]');
    await expect(row).toBeFocused();
    await expect(row).toHaveAttribute('data-landed', '');
  });

  for (const theme of ['indigo-pink', 'pink-bluegrey']) {
    test(`axe finds nothing on the tab in ${theme}, with a token changed`, async ({page}) => {
      await page.addInitScript((name) => {
        localStorage.setItem('docs-theme-storage-current-name', name);
      }, theme);
      await page.goto('/components/toolbar/styling');
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // The values are measured once the tab has come to life, ready for a change.
      await expect(
        page.getByRole('row', {name: /--mat-toolbar-container-color/}).locator('output'),
      ).toHaveText(/^#[0-9a-f]{6}$/);
      // A size, not a colour: a colour the visitor picks may well lack contrast, as it would
      // in their own CSS.
      await page.getByLabel('Value of --mat-toolbar-standard-height').fill('72px');
      await expect(page.getByText('1 token changed')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
