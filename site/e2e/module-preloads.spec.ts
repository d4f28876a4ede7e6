import {expect, test, waitForApp} from './fixtures';

// A module preload link for a module the page has already loaded does nothing in Chromium, but
// Firefox fires an `error` event on it: every lazy chunk must be loaded with its link, so that
// the preloading of a later chunk that imports it finds the link and adds none.
test('opening search adds no module preload link for a module already loaded', async ({page}) => {
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    const late: string[] = [];
    (window as unknown as {lateModulePreloads: string[]}).lateModulePreloads = late;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.relList.contains('modulepreload')) {
            if (performance.getEntriesByName(node.href).length > 0) late.push(node.href);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/components/button/overview');
  // The first page view is reported by the analytics chunk, which the app loads at start.
  await waitForApp(page);
  await page.getByRole('button', {name: 'Search'}).click();
  const box = page.getByRole('dialog').getByRole('combobox', {name: /Search/});
  await box.fill('select');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as {lateModulePreloads: string[]}).lateModulePreloads,
    ),
  ).toEqual([]);
});
