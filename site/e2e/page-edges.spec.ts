import type {Page} from '@playwright/test';
import {expect, test, waitForApp} from './fixtures';

/** The `page_feedback` events queued in `window.dataLayer`. */
function feedbackEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_feedback')
      .map(([, , parameters]) => parameters),
  );
}

test.describe('the edges of a documentation page', () => {
  test('a component overview says how to use it with a keyboard, and which pattern it follows', async ({
    page,
  }) => {
    await page.goto('/components/menu/overview');
    const heading = page.getByRole('heading', {name: 'Accessibility', level: 2});
    await expect(heading).toBeVisible();
    const section = page.locator('.docs-markdown').filter({has: heading});
    const pattern = section.getByRole('link', {name: /pattern$/});
    await expect(pattern.first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.w3\.org\/WAI\/ARIA\/apg\//,
    );
    const keys = page.getByRole('table').filter({has: page.locator('kbd')});
    await expect(keys.first()).toBeVisible();
    await expect(keys.first().getByRole('columnheader').first()).toHaveText('Keys');
    await expect(keys.first().locator('kbd', {hasText: 'Escape'}).first()).toBeVisible();
  });

  test('an overview ends with its edit link, its date and the feedback question, answered once', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/components/tooltip/overview');
    await waitForApp(page);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute(
      'href',
      /\/edit\/main\/packages\/material\/src\/tooltip\/tooltip\.md$/,
    );
    await expect(page.locator('.docs-page-footer time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const feedback = page.getByRole('group', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(feedback.getByRole('button')).toHaveCount(0);
    await expect
      .poll(() => feedbackEvents(page))
      .toEqual([
        {page_path: '/components/tooltip/overview', answer: 'yes', send_to: ['docs', 'library']},
      ]);

    // One answer per page and visit: the page asks no more, another page still does.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toContainText(
      'Thank you',
    );
    await expect(page.getByRole('button', {name: 'Yes'})).toHaveCount(0);
    await page.goto('/guide/theming');
    await waitForApp(page);
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      /\/edit\/main\/site\/guides\/theming\.md$/,
    );
    await expect(page.getByRole('button', {name: 'No'})).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
