import {expect, openExample, test} from './fixtures';

test.describe('live examples', () => {
  test('an example title looks the same at every heading level, inside overviews too', async ({
    page,
  }) => {
    const titleStyle = async (path: string, id: string) => {
      await openExample(page, path, id);
      return page.locator(`[id="${id}-title"]`).evaluate((title) => {
        const style = getComputedStyle(title);
        return {size: style.fontSize, margin: style.marginTop, tag: title.tagName};
      });
    };
    // The first example of this overview comes before any section heading (an h2).
    const inOverview = await titleStyle(
      '/components/bottom-sheet/overview',
      'bottom-sheet-overview',
    );
    const onExamples = await titleStyle(
      '/components/bottom-sheet/examples',
      'bottom-sheet-overview',
    );
    expect(inOverview.tag).toBe('H2');
    expect({...inOverview, tag: ''}).toEqual({...onExamples, tag: ''});
    expect(inOverview.margin).toBe('0px');
  });

  test('table-sorting sorts by a column and says so', async ({page, consoleErrors}) => {
    const example = await openExample(page, '/components/table/examples', 'table-sorting');
    const column = (name: RegExp) => example.getByRole('columnheader', {name});
    const numbers = (index: number) =>
      example
        .getByRole('row')
        .evaluateAll(
          (rows, cell) =>
            rows.slice(1).map((row) => Number(row.querySelectorAll('td')[cell]?.textContent)),
          index,
        );
    // Sorted by calories to begin with; a click turns the order round.
    await expect(column(/Calories/)).toHaveAttribute('aria-sort', 'ascending');
    await column(/Calories/)
      .getByRole('button')
      .click();
    await expect(column(/Calories/)).toHaveAttribute('aria-sort', 'descending');
    const calories = await numbers(0);
    expect(calories).toEqual([...calories].sort((a, b) => b - a));

    await column(/Protein/)
      .getByRole('button')
      .click();
    await expect(column(/Protein/)).toHaveAttribute('aria-sort', 'ascending');
    await expect(column(/Calories/)).not.toHaveAttribute('aria-sort', /ascending|descending/);
    const protein = await numbers(3);
    expect(protein).toEqual([...protein].sort((a, b) => a - b));
    expect(consoleErrors).toEqual([]);
  });

  test('tab-group-dynamic adds a tab', async ({page}) => {
    const example = await openExample(page, '/components/tabs/examples', 'tab-group-dynamic');
    const tabs = example.getByRole('tab');
    const before = await tabs.count();
    await example.getByRole('button', {name: 'Add tab'}).click();
    await expect(tabs).toHaveCount(before + 1);
  });

  for (const [position, check] of [
    ['left', (tip: Box, button: Box) => tip.x + tip.width <= button.x + 1],
    ['right', (tip: Box, button: Box) => tip.x >= button.x + button.width - 1],
    ['above', (tip: Box, button: Box) => tip.y + tip.height <= button.y + 1],
    ['below', (tip: Box, button: Box) => tip.y >= button.y + button.height - 1],
  ] as const) {
    test(`tooltip-position shows the tooltip ${position} its button`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      const example = await openExample(page, '/components/tooltip/examples', 'tooltip-position');
      await example.getByLabel('Tooltip position').selectOption(position);
      const button = example.getByRole('button', {name: 'Hover or focus me'});
      await button.scrollIntoViewIfNeeded();
      await button.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      const tipBox = (await tooltip.boundingBox())!;
      const buttonBox = (await button.boundingBox())!;
      expect(check(tipBox, buttonBox)).toBe(true);
    });
  }

  test('tree-checklist checks every child of a checked parent', async ({page}) => {
    const example = await openExample(page, '/components/tree/examples', 'tree-checklist');
    const groceries = example.getByRole('treeitem', {name: /Groceries/}).first();
    await groceries.getByRole('checkbox').first().check();
    await expect(groceries).toHaveAttribute('aria-checked', 'true');
    await groceries.press('ArrowRight');
    for (const name of ['Almond meal flour', 'Organic eggs', 'Protein powder']) {
      await expect(example.getByRole('checkbox', {name})).toBeChecked();
    }
    await example.getByRole('checkbox', {name: 'Organic eggs'}).uncheck();
    await expect(groceries).toHaveAttribute('aria-checked', 'mixed');
  });

  test('table-http loads pages from the site and pages on', async ({page, consoleErrors}) => {
    const example = await openExample(page, '/components/table/examples', 'table-http');
    const rows = example.getByRole('row');
    await expect(example.getByText(/^1 – \d+ of 118$/)).toBeVisible();
    const firstName = await rows.nth(1).innerText();
    await example.getByRole('button', {name: 'Next page'}).click();
    await expect(example.getByText(/^\d+ – \d+ of 118$/)).not.toHaveText(/^1 –/);
    await expect(rows.nth(1)).not.toHaveText(firstName);
    expect(consoleErrors).toEqual([]);
  });

  test('table-http shows an error with a retry when the server fails', async ({page}) => {
    let fail = true;
    await page.route('**/assets/data/elements/**', (route) =>
      fail ? route.fulfill({status: 500, body: 'down'}) : route.continue(),
    );
    // Below the fold: its code loads as it nears the viewport. The example is ready first, and
    // the failed request's alert follows; each step has the whole expect timeout on a slow host.
    const example = await openExample(page, '/components/table/examples', 'table-http');
    const alert = example.getByRole('alert');
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', {name: /Retry/}).click();
    await expect(alert).toBeHidden();
    await expect(example.getByRole('row').nth(1)).toBeVisible();
  });
});

type Box = {x: number; y: number; width: number; height: number};
