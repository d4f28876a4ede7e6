import {expect, test, waitForApp} from './fixtures';

const LINK_NAMES = ['Components', 'CDK', 'Guides'];

test.describe('top bar', () => {
  test('names every control of the top bar', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', {name: 'Skip to main content'})).toHaveCount(1);
    await expect(banner.getByRole('link', {name: /Material/})).toHaveAttribute('href', '/');
    await expect(banner.getByRole('button', {name: 'Select a version', exact: true})).toBeVisible();
    await expect(banner.getByRole('button', {name: 'Select a theme', exact: true})).toBeVisible();
    await expect(banner.getByRole('link', {name: /repository/})).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
  });

  test('a button’s tooltip shows on keyboard focus and on hover, not on a press', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/guides');
    await waitForApp(page);
    const theme = page.getByRole('button', {name: 'Select a theme'});
    const tooltip = page.getByRole('tooltip');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await theme.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(theme).toBeFocused();
    await expect(tooltip).toHaveText('Select a theme');
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);

    // A press focuses the repository link without showing its tooltip (the mouse stays down).
    const repository = page.getByRole('link', {name: /repository/});
    const box = (await repository.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(tooltip).toHaveText('Source code repository');
    await page.mouse.down();
    await expect(repository).toBeFocused();
    await expect(tooltip).toHaveCount(0);
  });

  test('at 1000px shows the links in the top row only', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/');
    for (const name of LINK_NAMES) {
      const links = page.getByRole('link', {name, exact: true});
      await expect(links).toHaveCount(1);
      await expect(links).toBeVisible();
    }
    const row = await page.locator('.docs-navbar-links--desktop').boundingBox();
    const home = await page
      .getByRole('link', {name: /Material/})
      .first()
      .boundingBox();
    expect(Math.abs(row!.y + row!.height / 2 - (home!.y + home!.height / 2))).toBeLessThan(4);
    await expect(page.locator('.docs-navbar-row--mobile')).toBeHidden();
  });

  test('at 700px moves the links to a second row', async ({page}) => {
    await page.setViewportSize({width: 700, height: 800});
    await page.goto('/');
    await expect(page.locator('.docs-navbar-links--desktop')).toBeHidden();
    const home = await page
      .getByRole('link', {name: /Material/})
      .first()
      .boundingBox();
    for (const name of LINK_NAMES) {
      const link = page.getByRole('link', {name, exact: true});
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.y).toBeGreaterThan(home!.y + home!.height);
    }
  });

  test('section links lead to their pages and show where the visitor is', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', {name: 'CDK', exact: true}).click();
    await expect(page).toHaveURL('/cdk/categories');
    await expect(page.getByRole('link', {name: 'CDK', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page
      .getByRole('list', {name: 'CDK'})
      .getByRole('link', {name: /^Overlay/})
      .click();
    await expect(page).toHaveURL('/cdk/overlay/overview');
    await expect(page.getByRole('link', {name: 'CDK', exact: true})).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test.describe('skip link', () => {
  test('is visible only while focused and moves focus to the main content', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    const offScreen = async () => {
      const box = await skip.boundingBox();
      return !box || box.y + box.height <= 0;
    };
    expect(await offScreen()).toBe(true);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect(await offScreen()).toBe(false);
    await expect(skip).toHaveAttribute('href', '/guides#main-content');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await offScreen()).toBe(true);
  });

  test('resolves its target 100 ms after start', async ({page}) => {
    await page.goto('/guide/theming');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toHaveAttribute(
      'href',
      '/guide/theming#main-content',
    );
  });

  test('works before JavaScript has run', async ({request}) => {
    const html = await (await request.get('/guides')).text();
    expect(html).toMatch(
      /<a class="docs-skip-link" href="#main-content">Skip to main content<\/a>/,
    );
    expect(html).toContain('id="main-content"');
  });
});

test.describe('top bar on every kind of page', () => {
  // Each page loads its own stylesheets, in its own order: the bar must not depend on it.
  const PAGES = ['/', '/guides', '/components/chips/examples', '/cdk/table/api', '/guide/testing'];

  test('keeps one look whatever else the page loads', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    const looks: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('.docs-navbar-row--mobile')).toBeHidden();
      looks.push(
        await page.evaluate(() => {
          const style = (selector: string) => {
            const element = document.querySelector(selector)!;
            const {font, height, padding} = getComputedStyle(element);
            return `${selector}: ${font} ${height} ${padding}`;
          };
          return [
            style('.docs-navbar-header'),
            style('.docs-version-button'),
            style('.docs-navbar-link'),
          ].join('\n');
        }),
      );
    }
    expect(new Set(looks).size, looks.join('\n\n')).toBe(1);
  });
});
