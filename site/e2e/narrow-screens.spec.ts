import {expect, test} from './fixtures';

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
});

test('at 1280px the item tabs keep their spacing', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/components/button/overview');
  const spacing = await page.locator('.docs-item-tabs').evaluate((tabs) => ({
    gap: getComputedStyle(tabs).columnGap,
    padding: getComputedStyle(tabs).paddingInline,
    tab: getComputedStyle(tabs.querySelector('.docs-item-tab')!).padding,
  }));
  expect(spacing).toEqual({gap: '8px', padding: '24px', tab: '14px 16px'});
});
