import {expect, test, waitForApp} from './fixtures';

/** How far the page, and the item tabs where there are any, scroll sideways. */
function sidewaysOverflow() {
  const root = document.documentElement;
  const tabs = document.querySelector('.docs-item-tabs');
  return {
    page: root.scrollWidth - root.clientWidth,
    tabs: tabs ? tabs.scrollWidth - tabs.clientWidth : 0,
  };
}

test.describe('on a phone', () => {
  // 360px is the narrowest common phone; the tabs overflowed it in every engine, and 400px in
  // Firefox, whose text is a few pixels wider.
  for (const width of [360, 400]) {
    test(`the item tabs fit at ${width}px, and the page does not scroll sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      for (const path of ['/components/button/overview', '/components/select/api']) {
        await page.goto(path);
        await expect(page.getByRole('link', {name: 'Examples'})).toBeVisible();
        expect(await page.evaluate(sidewaysOverflow), path).toEqual({page: 0, tabs: 0});
      }
    });
  }

  test('the section navigation opens from anywhere on the page', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/components/button/overview');
    await waitForApp(page);
    const toggle = page.getByRole('button', {name: 'Open the Components navigation'});
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // In view where the page is, without scrolling back: it stays under the top bar.
    const navbarBottom = await page
      .locator('.docs-navbar-header')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const after = await toggle.evaluate((element) => element.getBoundingClientRect().toJSON());
    expect(after.top).toBeGreaterThanOrEqual(navbarBottom);
    expect(after.bottom).toBeLessThanOrEqual(800);
    // The bar that holds it sticks right under the top bar's two rows: no strip of the page
    // shows between them.
    const barTop = await page
      .locator('.docs-section-bar')
      .evaluate((bar) => bar.getBoundingClientRect().top);
    const navbarRowsBottom = await page
      .locator('.docs-navbar')
      .evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    expect(barTop).toBe(navbarRowsBottom);

    await toggle.click();
    const drawer = page.getByRole('dialog', {name: 'Components navigation'});
    await drawer.getByRole('link', {name: 'Checkbox'}).click();
    await expect(page).toHaveURL('/components/checkbox/overview');
  });

  test('a heading an anchor leads to lands below the top bar and the section bar', async ({
    page,
  }) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/components/button/overview');
    await waitForApp(page);
    await page.evaluate(() => {
      location.hash = '#accessibility';
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const {heading, bar} = await page.evaluate(() => ({
      heading: document.getElementById('accessibility')!.getBoundingClientRect().top,
      bar: document.querySelector('.docs-section-bar')!.getBoundingClientRect().bottom,
    }));
    expect(bar).toBeGreaterThan(112);
    expect(heading).toBeGreaterThanOrEqual(bar);
  });
});

test('at 1280px the item tabs keep their spacing, and there is no section bar', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/components/button/overview');
  const spacing = await page.locator('.docs-item-tabs').evaluate((tabs) => ({
    gap: getComputedStyle(tabs).columnGap,
    padding: getComputedStyle(tabs).paddingInline,
    tab: getComputedStyle(tabs.querySelector('.docs-item-tab')!).padding,
  }));
  expect(spacing).toEqual({gap: '8px', padding: '24px', tab: '14px 16px'});
  await expect(page.locator('.docs-section-bar')).toBeHidden();
});
