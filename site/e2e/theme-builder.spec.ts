import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {generateSchemePair} from '../app/theme-builder/scheme';
import {DEFAULT_CHOICES, type ThemeChoices} from '../app/theme-builder/theme-choices';
import {themeStylesheet} from '../app/theme-builder/theme-css';
import {axeViolations} from './axe';
import {clientNavigate, expect, pressMenuItem, test, waitForApp} from './fixtures';
import {bandedPng} from './png';

const BUILDER = '/guide/theme-builder';
const CUSTOM_KEY = 'docs-custom-theme';
const THEME_KEY = 'docs-theme-storage-current-name';

/** Opens the builder (with a query, if any) and waits until it has replaced its placeholder. */
async function openBuilder(page: Page, query = '') {
  await page.goto(BUILDER + query);
  await waitForApp(page);
  await expect(page.getByRole('textbox', {name: 'Seed hex code'})).toBeVisible();
}

/** The value of a system token where an element is (the document's root by default). */
function token(page: Page, name: string, selector = ':root') {
  return page.evaluate(
    ([property, where]) =>
      getComputedStyle(document.querySelector(where!)!).getPropertyValue(property!).trim(),
    [`--mat-sys-${name}`, selector],
  );
}

const previewPanel = (page: Page, scheme: 'light' | 'dark') =>
  `.docs-tb-preview[data-scheme="${scheme}"]`;

const schemesOf = (choices: Partial<ThemeChoices>) =>
  generateSchemePair({...DEFAULT_CHOICES, ...choices});

test.describe('theme builder', () => {
  test('has the named controls, and the guide list and search know it', async ({page}) => {
    await openBuilder(page);
    await expect(page.getByLabel('Seed colour', {exact: true})).toHaveValue('#3f51b5');
    await expect(page.getByRole('combobox', {name: 'Scheme'})).toContainText('Tonal spot');
    await expect(page.getByRole('slider', {name: 'Contrast'})).toHaveAttribute(
      'aria-valuetext',
      'Standard',
    );
    await expect(page.getByRole('switch', {name: /whole site/})).not.toBeChecked();
    await expect(page.getByRole('button', {name: /^Download/})).toHaveText(/my-theme\.css/);
    await expect(page.getByRole('button', {name: 'Copy link'})).toBeVisible();
    // Both schemes by default, each wearing its own tokens.
    const {light, dark} = schemesOf({});
    expect(await token(page, 'primary', previewPanel(page, 'light'))).toBe(light.primary);
    expect(await token(page, 'surface', previewPanel(page, 'dark'))).toBe(dark.surface);

    await page.goto('/guides');
    await expect(page.getByRole('link', {name: /Theme builder/})).toHaveAttribute('href', BUILDER);
  });

  test('reads the page without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(BUILDER);
    await expect(page.locator('main')).toContainText('needs JavaScript');
    await expect(page.getByRole('heading', {name: 'Exporting the theme'})).toBeVisible();
    await context.close();
  });

  test('takes a seed from the hex field and keeps the last good one on a bad hex', async ({
    page,
  }) => {
    await openBuilder(page);
    const hex = page.getByRole('textbox', {name: 'Seed hex code'});
    await hex.fill('#006a60');
    await expect(page.getByLabel('Seed colour', {exact: true})).toHaveValue('#006a60');
    const sea = schemesOf({seed: '#006a60'});
    await expect
      .poll(() => token(page, 'primary', previewPanel(page, 'light')))
      .toBe(sea.light.primary);

    await hex.fill('#12345g');
    await expect(page.getByText('Not a hex colour. The seed stays #006a60.')).toBeVisible();
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(await token(page, 'primary', previewPanel(page, 'light'))).toBe(sea.light.primary);

    // Three digits are a colour too.
    await hex.fill('#f0a');
    await expect(page.getByLabel('Seed colour', {exact: true})).toHaveValue('#ff00aa');
  });

  test('offers the colours of a chosen image as seeds', async ({page}) => {
    await openBuilder(page);
    const png = bandedPng(40, [
      [[200, 30, 30], 30],
      [[20, 60, 200], 8],
      [[245, 245, 245], 2],
    ]);
    await page
      .getByLabel('Seed from an image')
      .setInputFiles({name: 'poster.png', mimeType: 'image/png', buffer: png});
    const red = page.getByRole('button', {name: 'Use #c81e1e as the seed'});
    await expect(red).toBeVisible();
    await expect(page.getByRole('button', {name: 'Use #143cc8 as the seed'})).toBeVisible();
    await red.click();
    await expect(red).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', {name: 'Seed hex code'})).toHaveValue('#c81e1e');

    await page
      .getByLabel('Seed from an image')
      .setInputFiles({name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png')});
    await expect(page.getByRole('alert')).toContainText('notes.png could not be read');
  });

  test('changes the variant, the contrast and the mode', async ({page}) => {
    await openBuilder(page);
    await page.getByRole('combobox', {name: 'Scheme'}).click();
    await page.getByRole('option', {name: 'Monochrome'}).click();
    const grey = await token(page, 'primary', previewPanel(page, 'light'));
    expect(grey).toBe(schemesOf({variant: 'monochrome'}).light.primary);
    expect(grey.slice(1, 3)).toBe(grey.slice(3, 5));

    const slider = page.getByRole('slider', {name: 'Contrast'});
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', 'High');
    const high = schemesOf({variant: 'monochrome', contrast: 'high'});
    await expect
      .poll(() => token(page, 'on-surface-variant', previewPanel(page, 'light')))
      .toBe(high.light['on-surface-variant']);
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Reduced');

    await page.getByRole('radio', {name: 'Dark', exact: true}).click();
    await expect(page.locator('.docs-tb-preview')).toHaveCount(1);
    await expect(page.locator(previewPanel(page, 'dark'))).toBeVisible();
  });

  test('downloads the theme file in the format of the prebuilt themes', async ({page}) => {
    await openBuilder(page, '?seed=006a60&scheme=vibrant&contrast=medium&mode=both');
    await page.getByRole('textbox', {name: 'Theme name'}).fill('Sea Breeze');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', {name: /^Download/}).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('sea-breeze.css');
    const css = readFileSync(await download.path(), 'utf8');
    const choices: ThemeChoices = {
      seed: '#006a60',
      variant: 'vibrant',
      contrast: 'medium',
      mode: 'both',
    };
    const link = new URL(
      `${BUILDER}?seed=006a60&scheme=vibrant&contrast=medium&mode=both`,
      page.url(),
    ).href;
    expect(css).toBe(
      themeStylesheet({name: 'Sea Breeze', choices, schemes: schemesOf(choices), link}),
    );
    expect(css).toContain('@media (prefers-color-scheme: dark)');

    await page.getByRole('radio', {name: 'Class .dark-theme'}).click();
    const again = page.waitForEvent('download');
    await page.getByRole('button', {name: /^Download/}).click();
    const withClass = readFileSync(await (await again).path(), 'utf8');
    expect(withClass).toContain('\n.dark-theme {\n  color-scheme: dark;');
  });

  test.describe('with the clipboard', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('copies the CSS and a share link that reopens the same choices', async ({page}) => {
      await openBuilder(page);
      await page.getByRole('textbox', {name: 'Seed hex code'}).fill('#ffff00');
      await page.getByRole('combobox', {name: 'Scheme'}).click();
      await page.getByRole('option', {name: 'Fruit salad'}).click();
      await page.getByRole('radio', {name: 'Light', exact: true}).click();

      await page.getByRole('button', {name: 'Copy CSS'}).click();
      await expect(page.locator('.docs-tb-status')).toHaveText('Copied the CSS.');
      const css = await page.evaluate(() => navigator.clipboard.readText());
      expect(css).toContain(
        `--mat-sys-primary: ${schemesOf({seed: '#ffff00', variant: 'fruit-salad'}).light.primary};`,
      );
      expect(css).not.toContain('color-scheme: dark');

      await page.getByRole('button', {name: 'Copy link'}).click();
      await expect(page.locator('.docs-tb-status')).toHaveText('Copied the link to these choices.');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).search).toBe(
        '?seed=ffff00&scheme=fruit-salad&contrast=standard&mode=light',
      );
      const other = await page.context().newPage();
      await other.goto(link);
      await expect(other.getByRole('textbox', {name: 'Seed hex code'})).toHaveValue('#ffff00');
      await expect(other.getByRole('combobox', {name: 'Scheme'})).toContainText('Fruit salad');
      await expect(other.getByRole('radio', {name: 'Light', exact: true})).toBeChecked();
      await expect(other.locator('.docs-tb-preview')).toHaveCount(1);
    });
  });

  test('ignores bad values in a share link', async ({page}) => {
    await openBuilder(page, '?seed=nothex&scheme=plaid&contrast=9&mode=dark');
    await expect(page.getByRole('textbox', {name: 'Seed hex code'})).toHaveValue('#3f51b5');
    await expect(page.getByRole('combobox', {name: 'Scheme'})).toContainText('Tonal spot');
    await expect(page.getByRole('slider', {name: 'Contrast'})).toHaveAttribute(
      'aria-valuetext',
      'Standard',
    );
    await expect(page.getByRole('radio', {name: 'Dark', exact: true})).toBeChecked();
  });
});

test.describe('whole-site preview', () => {
  test('applies the scheme everywhere, from the first paint, until a theme is picked', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // What the page looks like at the first animation frame, before any paint.
      requestAnimationFrame(() => {
        (window as unknown as {firstFramePrimary: string}).firstFramePrimary = getComputedStyle(
          document.documentElement,
        )
          .getPropertyValue('--mat-sys-primary')
          .trim();
      });
    });
    await openBuilder(page, '?seed=006a60&mode=light');
    const expected = schemesOf({seed: '#006a60'}).light.primary;
    const wholeSite = page.getByRole('switch', {name: /whole site/});
    await wholeSite.click();
    await expect(wholeSite).toBeChecked();
    expect(await token(page, 'primary')).toBe(expected);
    const stored = await page.evaluate(
      ([custom, theme]) => [localStorage.getItem(custom!), localStorage.getItem(theme!)],
      [CUSTOM_KEY, THEME_KEY],
    );
    expect(JSON.parse(stored[0]!)).toMatchObject({mode: 'light', light: {primary: expected}});
    expect(stored[1]).toBeNull();

    // A reload: the page is drawn with the custom scheme from its first frame.
    await page.reload();
    await waitForApp(page);
    const firstFrame = () =>
      page.evaluate(() => (window as unknown as {firstFramePrimary: string}).firstFramePrimary);
    expect(await firstFrame()).toBe(expected);
    await expect(page.getByRole('switch', {name: /whole site/})).toBeChecked();

    // A client navigation, then a fresh load of another page with a live example.
    await clientNavigate(page, '/components/button/overview');
    await expect(page).toHaveURL('/components/button/overview');
    expect(await token(page, 'primary')).toBe(expected);
    await page.goto('/components/button/examples');
    await waitForApp(page);
    expect(await firstFrame()).toBe(expected);
    const filled = page
      .locator('section#button-overview')
      .getByRole('row', {name: /^filled/})
      .getByRole('button', {name: 'Basic'});
    await expect(filled).toBeVisible();
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(expected.slice(at, at + 2), 16));
    await expect(filled).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);

    // Picking a theme ends it, and the theme is stored as before. The custom scheme stays until
    // the theme's stylesheet is in (held back here), so the default theme never shows between.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/purple-green.css', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', {name: 'Select a theme'}).click();
    const menu = page.getByRole('menu', {name: 'Themes'});
    await expect(menu.getByRole('menuitemradio', {checked: true})).toHaveCount(0);
    await pressMenuItem(menu.getByRole('menuitemradio', {name: 'Purple & Green'}));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'purple-green');
    expect(await token(page, 'primary')).toBe(expected);
    await expect(page.locator('html')).toHaveAttribute('data-custom-theme');
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-custom-theme');
    expect(await token(page, 'primary')).toBe('#eeb0ff');
    expect(
      await page.evaluate(
        ([custom, theme]) => [localStorage.getItem(custom!), localStorage.getItem(theme!)],
        [CUSTOM_KEY, THEME_KEY],
      ),
    ).toEqual([null, 'purple-green']);
  });

  test('turns off with its switch, and the theme menu leads to the builder', async ({page}) => {
    await openBuilder(page, '?seed=ff8800');
    const wholeSite = page.getByRole('switch', {name: /whole site/});
    await wholeSite.click();
    await expect(page.locator('html')).toHaveAttribute('data-custom-theme', 'system');
    await wholeSite.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-custom-theme');
    expect(await page.evaluate((key) => localStorage.getItem(key), CUSTOM_KEY)).toBeNull();
    expect(await token(page, 'primary')).toBe('#3f51b5');

    await page.goto('/components/categories');
    await waitForApp(page);
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await pressMenuItem(page.getByRole('menuitem', {name: 'Build a custom theme'}));
    await expect(page).toHaveURL(BUILDER);
  });
});

test.describe('contrast', () => {
  /** Seeds at the edges of the colour space, and a few ordinary ones. */
  const SEEDS = ['ffff00', '0000ff', '050505', 'fafafa', '808080', 'ff0000', '00ff00', '6750a4'];

  for (const siteTheme of ['indigo-pink', 'pink-bluegrey']) {
    test(`the builder passes axe on the ${siteTheme} theme`, async ({page}) => {
      await page.addInitScript(
        ([key, name]) => localStorage.setItem(key!, name!),
        [THEME_KEY, siteTheme],
      );
      await openBuilder(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('standard-contrast schemes pass axe colour contrast in light and dark', async ({page}) => {
    test.setTimeout(120_000);
    for (const seed of SEEDS) {
      for (const variant of ['tonal-spot', 'vibrant', 'fidelity']) {
        await openBuilder(page, `?seed=${seed}&scheme=${variant}&contrast=standard&mode=both`);
        const violations = await axeViolations(page, '.docs-tb-previews');
        expect(violations, `${seed} ${variant}`).toEqual([]);
      }
    }
  });

  test('shows the contrast ratio of each text role on its background', async ({page}) => {
    await openBuilder(page, '?seed=808080&mode=light');
    const table = page.getByRole('table', {name: 'Light scheme'});
    const row = table.getByRole('row', {name: /^on-primary-container on primary-container/});
    await expect(row).toContainText(/\d+\.\d:1 AA/);
    await expect(table.getByRole('row')).toHaveCount(17);
  });
});
