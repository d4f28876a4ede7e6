import type {Locator, Page} from '@playwright/test';
import {expect, openExample, test} from './fixtures';

/**
 * Scrolls the window so that an element's top is `y` pixels below the window's top (the page
 * gets room below its end to scroll that far).
 */
async function placeAt(locator: Locator, y: number) {
  await locator.evaluate((element, top) => {
    document.body.style.paddingBottom = '150vh';
    window.scrollBy(0, element.getBoundingClientRect().top - top);
  }, y);
}

/**
 * The first select of the select overview example, in a 1280x700 window, its top 120 pixels
 * below the window's.
 */
async function overviewSelect(page: Page) {
  await page.setViewportSize({width: 1280, height: 700});
  const body = await openExample(page, '/components/select/examples', 'select-overview');
  const field = body.getByRole('combobox').first();
  await placeAt(field, 120);
  return field;
}

/**
 * Library behaviour that needs a real browser (layout, positioning, scrolling, focus), tried on
 * the live examples of the documentation.
 */
test.describe('components in the browser', () => {
  test('a select panel opens below its field, and above it at the bottom of the window', async ({
    page,
  }) => {
    const field = await overviewSelect(page);
    await field.click();
    let listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    let [panel, trigger] = [(await listbox.boundingBox())!, (await field.boundingBox())!];
    expect(panel.y).toBeGreaterThanOrEqual(trigger.y + trigger.height - 2);
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();

    // Now the field sits at the bottom edge: the panel flips above it.
    await placeAt(field, 700 - 70);
    await field.click();
    listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    [panel, trigger] = [(await listbox.boundingBox())!, (await field.boundingBox())!];
    expect(panel.y + panel.height).toBeLessThanOrEqual(trigger.y + 2);
    // Keyboard: choose with the arrows and Enter, and focus stays on the field.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('a select readies its panel, hidden, under the pointer, and the open panel follows its field as the page scrolls', async ({
    page,
  }) => {
    const field = await overviewSelect(page);
    await field.hover();
    const panel = page.locator('.mat-select-panel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await field.click();
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const gap = async () => {
      const [box, trigger] = [(await listbox.boundingBox())!, (await field.boundingBox())!];
      return Math.round(box.y - (trigger.y + trigger.height));
    };
    const before = await gap();
    expect(before).toBeGreaterThanOrEqual(-2);
    // Placed again in the frame of the scroll, before that frame's animation callbacks: never a
    // frame behind its field.
    const after = await listbox.evaluate(
      (element, fieldElement) =>
        new Promise<number>((resolve) => {
          window.scrollBy(0, 60);
          requestAnimationFrame(() => {
            const trigger = fieldElement!.getBoundingClientRect();
            resolve(Math.round(element.getBoundingClientRect().y - trigger.bottom));
          });
        }),
      await field.elementHandle(),
    );
    expect(after).toBe(before);
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
  });

  test('a select opens with its chosen option in view, in a panel with little room', async ({
    page,
  }) => {
    // Little room above and below the field: the panel is shorter than its 256px at most.
    await page.setViewportSize({width: 1280, height: 330});
    const body = await openExample(page, '/components/select/examples', 'select-multiple');
    const field = body.getByRole('combobox');
    // Choose the last topping alone (Mushroom is chosen at first), then close.
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(field).toHaveText('Tomato');
    await field.evaluate((element) => element.scrollIntoView({block: 'center'}));

    await field.click();
    const listbox = page.getByRole('listbox');
    const tomato = listbox.getByRole('option', {name: 'Tomato'});
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await tomato.getAttribute('id'))!,
    );
    const [panel, option] = [(await listbox.boundingBox())!, (await tomato.boundingBox())!];
    expect(panel.height).toBeLessThan(256);
    expect(option.y).toBeGreaterThanOrEqual(panel.y - 1);
    expect(option.y + option.height).toBeLessThanOrEqual(panel.y + panel.height + 1);
  });

  test("a click on a select's field label focuses the select and opens it", async ({page}) => {
    const body = await openExample(page, '/components/select/examples', 'select-form');
    const select = body.getByRole('combobox').first();
    const label = body.locator(`label#${await select.getAttribute('aria-labelledby')}`);
    // A div is not labelable: the label names the select by its id, with no `for`.
    await expect(label).not.toHaveAttribute('for');
    // The label lets the pointer through to the field (it floats over it), as a person's click.
    const box = (await label.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(select).toBeFocused();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('a required select stops its form in the browser, shows why, and a reset empties it', async ({
    page,
  }) => {
    const body = await openExample(page, '/components/select/examples', 'select-form');
    const select = body.getByRole('combobox', {name: /Country/});
    const field = body.locator('.mat-form-field');
    await body.getByRole('button', {name: 'Continue'}).click();
    // The browser's validation stopped the submission and pointed at the select.
    await expect(select).toBeFocused();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('data-invalid', '');
    const message = await body
      .locator('[data-form-value]')
      .evaluate((element) => (element as HTMLSelectElement).validationMessage);
    expect(message).not.toBe('');
    await expect(body.locator('.mat-form-field-error')).toHaveText(message);
    await expect(body.locator('output')).toHaveText('');

    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', {name: 'France'}).click();
    await expect(field).not.toHaveAttribute('data-invalid');
    await body.getByRole('button', {name: 'Continue'}).click();
    await expect(body.locator('output')).toHaveText('Submitted country=fr');
    await body.getByRole('button', {name: 'Reset'}).click();
    await expect(select).toHaveText('');
    await expect(body.locator('output')).toHaveText('');
  });

  test('a tab header that overflows scrolls and pages, and the arrow keys reach every tab', async ({
    page,
  }) => {
    await page.setViewportSize({width: 400, height: 800});
    const body = await openExample(page, '/components/tabs/examples', 'tab-group-dynamic');
    for (let i = 0; i < 4; i++) await body.getByRole('button', {name: 'Add tab'}).click();
    const header = body.locator('.mat-tab-header');
    await expect(header).toHaveAttribute('data-overflowing', '');
    const scroller = body.locator('.mat-tab-header-scroller');
    await scroller.evaluate((element) => element.scrollTo({left: 0}));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    await body.locator('.mat-tab-header-pagination-after').click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    const tabs = body.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toBeInViewport();
  });

  test('a collapsed expansion panel keeps its content out of reach', async ({page}) => {
    const body = await openExample(page, '/components/expansion/examples', 'expansion-overview');
    const regionId = await body
      .getByRole('button', {expanded: false})
      .first()
      .getAttribute('aria-controls');
    const header = body.locator(`[aria-controls="${regionId}"]`);
    const region = page.locator(`[id="${regionId}"]`);
    await expect(region).toHaveAttribute('inert', '');
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(region).not.toHaveAttribute('inert', '');
    await expect(region).toBeVisible();
  });

  test('an open drawer traps focus and gives it back when it closes', async ({page}) => {
    const body = await openExample(page, '/components/sidenav/examples', 'sidenav-overview');
    const toggle = body.getByRole('button', {name: /menu|folders|open/i}).first();
    await toggle.click();
    const drawer = body.locator('.mat-sidenav[data-opened]');
    await expect(drawer).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(body.locator('.mat-sidenav[data-opened]')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('a tooltip flips below when there is no room above', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    const body = await openExample(page, '/components/tooltip/examples', 'tooltip-position');
    await body.getByLabel('Tooltip position').selectOption('above');
    const button = body.getByRole('button', {name: 'Hover or focus me'});
    // The button right at the window's top edge: no room for the tooltip above it. The top bar
    // stops following the scroll here, so the pointer can reach the button there.
    await page.addStyleTag({
      content:
        '.docs-navbar-header { position: static !important; } html { scroll-padding: 0 !important; }',
    });
    await placeAt(button, 4);
    await button.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const [tip, anchor] = [(await tooltip.boundingBox())!, (await button.boundingBox())!];
    expect(tip.y).toBeGreaterThanOrEqual(anchor.y + anchor.height - 1);
  });

  test('overlay scroll strategies: close on scroll, or block the page', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    const body = await openExample(page, '/cdk/overlay/examples', 'cdk-overlay-scroll-strategies');
    const open = body.getByRole('button', {name: 'Open the panel'});
    const panel = page.getByRole('region', {name: /^Panel with the/});

    await body.getByRole('radio', {name: 'close'}).check();
    await open.click();
    await expect(panel).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(panel).toBeHidden();
    await expect(body.getByRole('status')).toHaveText('Closed by a scroll.');

    await body.getByRole('radio', {name: 'block'}).check();
    await open.click();
    await expect(panel).toBeVisible();
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });
});
