import type {Page} from '@playwright/test';
import {clientNavigate, expect, test, waitForApp} from './fixtures';

/** Gives every page enough height to scroll. */
async function makePagesTall(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.docs-main { min-height: 4000px; }';
      document.head.append(style);
    });
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('scrolling and focus after navigation', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1000, height: 700});
    await makePagesTall(page);
  });

  test('a new page starts at the top with focus on its heading', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);
    await page.getByRole('link', {name: /Getting started/}).click();
    await expect(page).toHaveURL('/guide/getting-started');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
  });

  test('moving between tabs of one component keeps the scroll position', async ({page}) => {
    await page.goto('/components/button/overview');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    const apiTab = page.getByRole('link', {name: 'API', exact: true});
    // A dispatched click, because a pointer click would first scroll the tab into view.
    await apiTab.dispatchEvent('click');
    await expect(page).toHaveURL('/components/button/api');
    await expect(apiTab).toHaveAttribute('aria-current', 'page');
    expect(await scrollY(page)).toBe(300);
    await expect(page.getByRole('heading', {level: 1})).not.toBeFocused();
    // Leaving the component resets the scroll again.
    await clientNavigate(page, '/components/menu/overview');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Menu');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('back and forward restore the scroll position', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect.poll(() => scrollY(page)).toBe(650);
    await page.getByRole('link', {name: /Accessibility/}).dispatchEvent('click');
    await expect(page).toHaveURL('/guide/accessibility');
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 220));
    await expect.poll(() => scrollY(page)).toBe(220);
    await page.goBack();
    await expect(page).toHaveURL('/guides');
    await expect.poll(() => scrollY(page)).toBe(650);
    await page.goForward();
    await expect(page).toHaveURL('/guide/accessibility');
    await expect.poll(() => scrollY(page)).toBe(220);
  });

  test('a fragment scrolls its element into view on first load', async ({page}) => {
    await page.goto('/#docs-home-features-title');
    await waitForApp(page);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('docs-home-features-title')!.getBoundingClientRect().top,
        ),
      )
      .toBeLessThan(100);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });

  test('a fragment scrolls its element into view after a client navigation', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await clientNavigate(page, '/#docs-home-features-title');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('docs-home-features-title')!.getBoundingClientRect().top,
        ),
      )
      .toBeLessThan(100);
    // With a fragment, focus is left alone rather than sent to the heading.
    await expect(page.getByRole('heading', {level: 1})).not.toBeFocused();
  });

  test('URLs are plain paths', async ({page}) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL('/guides');
    expect(new URL(page.url()).pathname).toBe('/guides');
    expect(new URL(page.url()).hash).toBe('');
  });
});

// The browser fetches a page's icon again after each client navigation and decodes it on the
// page's main thread: a small PNG, since an SVG is a document to build (site/vite/favicon-plugin.ts).
test('the pages’ icon is a 32-pixel PNG, and no SVG is fetched after a client navigation', async ({
  page,
  request,
}) => {
  await page.goto('/components/button/overview');
  await waitForApp(page);
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(icons).toEqual(['/favicon-32.png']);
  const response = await request.get('/favicon-32.png');
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);

  const svgRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\.svg(?:\?|$)/.test(sent.url())) svgRequests.push(new URL(sent.url()).pathname);
  });
  await page
    .getByRole('navigation', {name: 'Components navigation'})
    .getByRole('link', {name: 'Card', exact: true})
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Card');
  expect(svgRequests).toEqual([]);
});
