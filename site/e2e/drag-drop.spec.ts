import {expect, openExample, test} from './fixtures';

/** Drag and drop with a real pointer and real layout, on the documentation's live examples. */
test.describe('drag and drop in the browser', () => {
  test('a pointer drag reorders a sortable list, and the keyboard does too', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/drag-drop/examples', 'cdk-drag-drop-sortable');
    const items = body.getByRole('listitem');
    const order = () => items.allInnerTexts();
    await expect(items.first()).toHaveText('Stretch for five minutes');
    await items.first().scrollIntoViewIfNeeded();

    const from = (await items.nth(0).boundingBox())!;
    const to = (await items.nth(2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // In steps, past the threshold, as a hand moves.
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + from.height / 2 + ((to.y - from.y + to.height / 2) * step) / 10,
      );
    }
    await expect(body.locator('.cdk-drag-placeholder')).toHaveCount(1);
    await page.mouse.up();
    await expect
      .poll(order)
      .toEqual([
        'Make coffee',
        'Read the news',
        'Stretch for five minutes',
        'Answer messages',
        'Plan the day',
      ]);

    // Space picks the focused item up, ArrowUp moves it, Space drops it.
    await items.nth(2).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect
      .poll(order)
      .toEqual([
        'Stretch for five minutes',
        'Make coffee',
        'Read the news',
        'Answer messages',
        'Plan the day',
      ]);
    await expect(items.first()).toBeFocused();
  });

  test('a free box stops at its boundary', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/drag-drop/examples', 'cdk-drag-drop-free');
    const box = body.getByText('Drag me around the box');
    await box.scrollIntoViewIfNeeded();
    const start = (await box.boundingBox())!;
    const boundary = (await body.locator('.cdk-drag').locator('..').boundingBox())!;
    await page.mouse.move(start.x + 10, start.y + 10);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(start.x + 10 + step * 200, start.y + 10 + step * 200);
    }
    await page.mouse.up();
    const end = (await box.boundingBox())!;
    expect(end.x + end.width).toBeLessThanOrEqual(boundary.x + boundary.width + 1);
    expect(end.y + end.height).toBeLessThanOrEqual(boundary.y + boundary.height + 1);
    expect(end.x).toBeGreaterThan(start.x);
  });
});
