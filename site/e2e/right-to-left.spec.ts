import type {Locator, Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, openExample, test} from './fixtures';

/** The direction toggle of the example with this id. */
function directionToggle(page: Page, id: string): Locator {
  return page.locator(`[id="${id}"]`).getByRole('button', {name: /^Right-to-left/});
}

/** Opens an example, mirrors it, and returns its body. */
async function openMirrored(page: Page, path: string, id: string): Promise<Locator> {
  const body = await openExample(page, path, id);
  await directionToggle(page, id).click();
  await expect(directionToggle(page, id)).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveAttribute('dir', 'rtl');
  return body;
}

test.describe('right-to-left previews', () => {
  // Every example of the catalogue runs mirrored in the sweep of every page
  // (docs-pages.spec.ts), which checks the themes' contrast on the mirrored examples; here one
  // mirrored example gets every axe rule, and the keyboard of the widgets whose arrows turn.
  test('the toggle mirrors an example and back, keeping its state', async ({page}) => {
    const body = await openExample(page, '/components/tabs/examples', 'tab-group-basic');
    const toggle = directionToggle(page, 'tab-group-basic');
    const tabs = body.getByRole('tab');
    await tabs.nth(1).click();
    const firstX = async () => (await tabs.first().boundingBox())!.x;
    const ltrX = await firstX();
    await toggle.click();
    await expect(body).toHaveAttribute('dir', 'rtl');
    // Mirrored: the first tab moves to the right of where it was; the chosen tab stays chosen.
    await expect.poll(firstX).toBeGreaterThan(ltrX);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page, `[id="tab-group-basic"]`)).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(body).toHaveAttribute('dir', 'ltr');
    await expect.poll(firstX).toBe(ltrX);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs: ArrowLeft moves to the next tab, ArrowRight to the previous', async ({page}) => {
    const body = await openMirrored(page, '/components/tabs/examples', 'tab-group-basic');
    const tabs = body.getByRole('tab');
    await tabs.first().click();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
  });

  test('slider: the minimum is on the right, and ArrowLeft raises the value', async ({page}) => {
    const body = await openMirrored(page, '/components/slider/examples', 'slider-overview');
    const slider = body.getByRole('slider');
    const value = async () => Number(await slider.inputValue());
    const before = await value();
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(value).toBeGreaterThan(before);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(value).toBeLessThan(before);
    // The thumb sits where the value is, counted from the right.
    await page.keyboard.press('Home');
    await expect.poll(value).toBe(0);
    const track = (await body.locator('.mat-slider-track').boundingBox())!;
    const thumb = (await body.locator('.mat-slider-thumb').first().boundingBox())!;
    expect(thumb.x + thumb.width / 2).toBeGreaterThan(track.x + track.width * 0.9);
  });

  test('menu: a submenu opens to the left, with ArrowLeft, and ArrowRight closes it', async ({
    page,
  }) => {
    const body = await openMirrored(page, '/components/menu/examples', 'menu-nested');
    await body.getByRole('button', {name: 'Animals'}).click();
    const vertebrates = page.getByRole('menuitem', {name: 'Vertebrates', exact: true});
    await expect(vertebrates).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    const submenu = page.getByRole('menu', {name: 'Vertebrates', exact: true});
    await expect(submenu).toBeVisible();
    await expect(page.getByRole('menuitem', {name: 'Fishes'})).toBeFocused();
    const parentBox = (await page.getByRole('menu', {name: 'Animals'}).boundingBox())!;
    const subBox = (await submenu.boundingBox())!;
    expect(subBox.x + subBox.width).toBeLessThanOrEqual(parentBox.x + 1);
    await page.keyboard.press('ArrowRight');
    await expect(submenu).toBeHidden();
    await expect(vertebrates).toBeFocused();
  });

  test('datepicker grid: ArrowLeft moves to the next day, ArrowRight to the previous', async ({
    page,
  }) => {
    const body = await openMirrored(
      page,
      '/components/datepicker/examples',
      'datepicker-inline-calendar',
    );
    const grid = body.getByRole('grid');
    // The focused day, in days since 1970.
    const focusedDay = () =>
      grid.evaluate((element) => {
        const date = element.ownerDocument.activeElement?.getAttribute('data-date');
        return date ? Date.parse(`${date}T00:00:00Z`) / 86_400_000 : NaN;
      });
    await grid.locator('td[tabindex="0"]').focus();
    const start = await focusedDay();
    expect(start).not.toBeNaN();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedDay).toBe(start + 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDay).toBe(start - 1);
  });
});
