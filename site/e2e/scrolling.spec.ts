import type {Locator} from '@playwright/test';
import {expect, openExample, test} from './fixtures';

/** The positions (`aria-posinset`) of the rows in the DOM, in DOM order. */
function renderedRows(list: Locator): Promise<number[]> {
  return list
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-posinset'))));
}

/**
 * Whether the rows in the DOM cover the viewport's visible box with no gap: every pixel row
 * (or column) of the viewport is under one of the rendered rows.
 */
function coversViewport(viewport: Locator, axis: 'x' | 'y'): Promise<boolean> {
  return viewport.evaluate((element, along) => {
    // The box inside the viewport's border, where rows show.
    const box = element.getBoundingClientRect();
    const [from, to] =
      along === 'y'
        ? [box.top + element.clientTop, box.top + element.clientTop + element.clientHeight]
        : [box.left + element.clientLeft, box.left + element.clientLeft + element.clientWidth];
    const spans = [...element.querySelectorAll('[role="listitem"]')]
      .map((row) => row.getBoundingClientRect())
      .map((rect) => (along === 'y' ? [rect.top, rect.bottom] : [rect.left, rect.right]))
      .sort((a, b) => a[0]! - b[0]!);
    let reached = from;
    for (const [start, end] of spans) {
      if (start! > reached + 0.5) break;
      reached = Math.max(reached, end!);
    }
    return reached >= to - 0.5;
  }, axis);
}

/**
 * The virtual scroll viewport in a real browser: what jsdom cannot judge (layout, scrolling,
 * resizing, right to left), tried on the documentation's live examples.
 */
test.describe('virtual scrolling', () => {
  test('10,000 rows keep only the visible ones in the DOM, and a fast scroll shows no gap', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/scrolling/examples', 'cdk-scrolling-overview');
    const list = body.getByRole('list', {name: 'Contacts'});
    await list.scrollIntoViewIfNeeded();

    // The prerendered first rows, with the viewport's full height (384px at 48px a row) and
    // three rows of overscan below it.
    expect(await renderedRows(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await list.evaluate((element) => element.scrollHeight)).toBe(480_000);

    // Jumps far down, as a dragged scroll bar does: each frame's rows are there, and only those.
    for (const top of [123_456, 250_000, 479_616 - 384, 7_000, 0]) {
      await list.evaluate((element, y) => element.scrollTo({top: y}), top);
      await expect
        .poll(async () => (await renderedRows(list))[0])
        .toBe(Math.max(1, Math.floor(top / 48) + 1 - 3));
      const rows = await renderedRows(list);
      expect(rows.length).toBeLessThanOrEqual(15);
      expect(await coversViewport(list, 'y')).toBe(true);
    }
    await expect(body.getByText(/of 10,000 rows in the DOM: rows 1 to 11$/)).toBeVisible();
  });

  test('the rows cover the viewport on every frame of a wheel scroll', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/scrolling/examples', 'cdk-scrolling-overview');
    const list = body.getByRole('list', {name: 'Contacts'});
    await list.scrollIntoViewIfNeeded();
    // After each frame's scroll work, the rows cover the viewport. The check runs in an animation
    // frame requested by a scroll listener added after the viewport's own, so it comes after the
    // viewport's frame callback in the same frame, as the paint does.
    await list.evaluate((element) => {
      const gaps: number[] = [];
      (window as unknown as {__gaps: number[]}).__gaps = gaps;
      const check = () => {
        const rect = element.getBoundingClientRect();
        const box = {
          top: rect.top + element.clientTop,
          bottom: rect.top + element.clientTop + element.clientHeight,
        };
        const rows = [...element.querySelectorAll('[role="listitem"]')].map((row) =>
          row.getBoundingClientRect(),
        );
        const top = Math.min(...rows.map((row) => row.top));
        const bottom = Math.max(...rows.map((row) => row.bottom));
        if (top > box.top + 0.5 || bottom < box.bottom - 0.5) gaps.push(element.scrollTop);
      };
      element.addEventListener('scroll', () => requestAnimationFrame(check), {passive: true});
    });
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 2_000);
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(30_000);
    expect(await page.evaluate(() => (window as unknown as {__gaps: number[]}).__gaps)).toEqual([]);
  });

  test('a resized viewport renders as many rows as it now shows', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/scrolling/examples', 'cdk-scrolling-overview');
    const list = body.getByRole('list', {name: 'Contacts'});
    await list.evaluate((element) => {
      (element as HTMLElement).style.height = '768px';
    });
    // 768px is 16 rows, plus three of overscan below.
    await expect.poll(async () => (await renderedRows(list)).length).toBe(19);
    expect(await coversViewport(list, 'y')).toBe(true);
  });

  test('scrolling to a row puts it at the start, the centre, the end, or just into view', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/scrolling/examples', 'cdk-scrolling-scroll-to');
    const list = body.getByRole('list', {name: 'Numbered rows'});
    await list.scrollIntoViewIfNeeded();
    // A row's distance from the top and the bottom of the box inside the viewport's border.
    const offsetOf = (name: string) =>
      list.evaluate((element, text) => {
        const row = [...element.querySelectorAll('[role="listitem"]')]
          .find((candidate) => candidate.textContent === text)!
          .getBoundingClientRect();
        const top = element.getBoundingClientRect().top + element.clientTop;
        return {top: row.top - top, bottom: top + element.clientHeight - row.bottom};
      }, name);

    await body.getByRole('button', {name: 'To the top'}).click();
    await expect(list.locator('[aria-current="true"]')).toHaveText('Row 5000');
    expect((await offsetOf('Row 5000')).top).toBeCloseTo(0, 0);

    await body.getByRole('button', {name: 'To the bottom'}).click();
    await expect.poll(async () => Math.round((await offsetOf('Row 5000')).bottom)).toBe(0);

    await body.getByRole('button', {name: 'To the middle'}).click();
    await expect
      .poll(async () => {
        const {top, bottom} = await offsetOf('Row 5000');
        return Math.abs(top - bottom) <= 1;
      })
      .toBe(true);

    // Into view: a row already in view does not move; one below comes to the bottom edge.
    const before = await list.evaluate((element) => element.scrollTop);
    await body.getByRole('button', {name: 'Into view'}).click();
    expect(await list.evaluate((element) => element.scrollTop)).toBe(before);
    await body.getByRole('spinbutton', {name: 'Row'}).fill('5100');
    await body.getByRole('button', {name: 'Into view'}).click();
    await expect.poll(async () => Math.round((await offsetOf('Row 5100')).bottom)).toBe(0);

    // A row out of range is refused plainly.
    await body.getByRole('spinbutton', {name: 'Row'}).fill('20000');
    await expect(body.getByText('Enter a row from 1 to 10,000')).toBeVisible();
    await expect(body.getByRole('button', {name: 'To the top'})).toBeDisabled();
  });

  test('right to left: a horizontal strip starts at the right and scrolls to a day', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const body = await openExample(page, '/cdk/scrolling/examples', 'cdk-scrolling-horizontal');
    await body.getByRole('checkbox', {name: 'Right to left'}).check();
    const strip = body.getByRole('list', {name: 'Days'});
    await strip.scrollIntoViewIfNeeded();

    const first = strip.getByRole('listitem').first();
    const [firstBox, stripBox] = [(await first.boundingBox())!, (await strip.boundingBox())!];
    // The first day sits at the right edge of the strip.
    expect(Math.abs(firstBox.x + firstBox.width - (stripBox.x + stripBox.width))).toBeLessThan(2);
    expect(await coversViewport(strip, 'x')).toBe(true);

    await body.getByRole('button', {name: '1 Jan 2030'}).click();
    // Browsers report right-to-left scroll positions as negative numbers.
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeLessThan(-100_000);
    const day = strip.getByRole('listitem').filter({hasText: /^Tue1Jan 2030$/});
    await expect(day).toBeInViewport();
    expect(await coversViewport(strip, 'x')).toBe(true);
  });

  test('the hydrated viewport keeps the prerendered rows and logs no error', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize({width: 400, height: 800});
    const body = await openExample(page, '/cdk/scrolling/examples', 'cdk-scrolling-overview');
    const list = body.getByRole('list', {name: 'Contacts'});
    expect((await renderedRows(list))[0]).toBe(1);
    await list.evaluate((element) => element.scrollTo({top: 4_800}));
    await expect.poll(async () => (await renderedRows(list))[0]).toBe(98);
    expect(errors).toEqual([]);
  });
});
