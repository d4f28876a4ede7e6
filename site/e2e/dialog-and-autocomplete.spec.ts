import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, openExample, test} from './fixtures';

/** The dialog and the autocomplete on their live examples, where jsdom cannot judge. */
test.describe('dialog in the browser', () => {
  test('traps focus, makes the page inert, blocks scrolling and gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    const example = await openExample(page, '/components/dialog/examples', 'dialog-form');
    const trigger = example.getByRole('button', {name: 'Add contact'});
    await trigger.click();
    const dialog = page.getByRole('dialog', {name: 'New contact'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('textbox', {name: /Name/})).toBeFocused();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);

    // Tab goes round inside the dialog and never reaches the page.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });

  test('fills the screen below 720px when it is asked to', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    const example = await openExample(page, '/components/dialog/examples', 'dialog-full-screen');
    // A classic scrollbar keeps its gutter while the page cannot scroll, so nothing moves.
    const gutter = await page.evaluate(
      () => window.innerWidth - document.documentElement.clientWidth,
    );
    await example.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)),
    );
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(box.width).toBeGreaterThanOrEqual(400 - gutter - 1);
    expect(box.height).toBeGreaterThanOrEqual(799);
  });
});

/** The field of the grouped cities autocomplete example, in a 1280x800 window. */
async function cityField(page: Page) {
  await page.setViewportSize({width: 1280, height: 800});
  const example = await openExample(
    page,
    '/components/autocomplete/examples',
    'autocomplete-groups',
  );
  return example.getByRole('combobox');
}

test.describe('autocomplete in the browser', () => {
  test('opens its panel below the field, as wide as it, and chooses by keyboard', async ({
    page,
  }) => {
    const input = await cityField(page);
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await page.keyboard.type('o');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const field = (await input.evaluate((element) => {
      const box =
        element.closest('.mat-form-field')?.getBoundingClientRect() ??
        element.getBoundingClientRect();
      return {left: box.left, width: box.width, bottom: box.bottom};
    }))!;
    const panel = (await listbox.boundingBox())!;
    expect(Math.abs(panel.x - field.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(panel.width - field.width)).toBeLessThanOrEqual(2);
    const inputBox = (await input.boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(inputBox.y + inputBox.height);
    expect(panel.y).toBeLessThanOrEqual(field.bottom + 8);

    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const name = await page.locator(`[id="${active}"]`).innerText();
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue(name.trim());
    await expect(input).toBeFocused();
  });

  test('keeps its panel against the field while the panel shrinks as the options narrow', async ({
    page,
  }) => {
    const input = await cityField(page);
    // At the bottom of the window: the panel opens above the field.
    await input.evaluate((element) => {
      document.body.style.paddingBottom = '150vh';
      window.scrollBy(0, element.getBoundingClientRect().bottom - (800 - 24));
    });
    await input.click();
    await page.keyboard.type('o');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    const before = await options.count();
    const heightBefore = (await listbox.boundingBox())!.height;

    // Fewer options: a shorter panel, which follows the field down rather than staying put.
    await page.keyboard.type('r');
    await expect.poll(() => options.count()).toBeLessThan(before);
    await expect.poll(async () => (await listbox.boundingBox())!.height).toBeLessThan(heightBefore);
    await expect
      .poll(async () => {
        const [panel, field] = [(await listbox.boundingBox())!, (await input.boundingBox())!];
        return panel.y + panel.height <= field.y + 1 && field.y - (panel.y + panel.height) < 40;
      })
      .toBe(true);
  });
});
