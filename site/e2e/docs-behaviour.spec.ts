import {exampleChunkPath} from './build-manifest';
import {expect, test, waitForApp} from './fixtures';

test.describe('example viewer', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies a link that lands on the example', async ({page, baseURL}) => {
    await page.goto('/components/tooltip/overview');
    await waitForApp(page);
    const viewer = page.locator('#tooltip-position');
    await viewer.getByRole('button', {name: /^Copy link to example/}).click();
    // The press is made as soon as the content has hydrated, which may be after the click.
    const link = `${baseURL}/components/tooltip/examples#tooltip-position`;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await page.goto(link);
    await waitForApp(page);
    const target = page.locator('#tooltip-position');
    await expect(target).toBeInViewport();
    const top = await target.evaluate((element) => element.getBoundingClientRect().top);
    // Below the sticky top bar, not under it.
    expect(top).toBeGreaterThanOrEqual(64);
  });

  test('shows the source, one tab per file, and copies it', async ({page}) => {
    await page.goto('/components/table/examples');
    await waitForApp(page);
    const viewer = page.locator('#table-sorting');
    const toggle = viewer.getByRole('button', {name: /^View source/});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tabs = viewer.getByRole('tab');
    await expect(tabs.first()).toHaveText('TSX');
    const code = viewer.locator('.docs-example-code pre.shiki').first();
    await expect(code).toContainText('export function TableSortingExample');

    await viewer
      .getByRole('button', {name: /^Copy the source of table-sorting-example.tsx/})
      .click();
    await expect(viewer.getByText('Copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('export function TableSortingExample');
    expect(copied).not.toContain('<span');
  });

  test('an example that fails to load leaves the page working, with a way to retry', async ({
    page,
  }) => {
    let fail = true;
    const chunk = exampleChunkPath('table-sorting');
    let requests = 0;
    await page.route(
      (url) => url.pathname === chunk,
      (route) => {
        requests++;
        return fail ? route.abort() : route.continue();
      },
    );
    await page.goto('/components/table/examples');
    await waitForApp(page);
    const broken = page.locator('#table-sorting');
    // Below the fold: its code loads as it nears the viewport.
    await broken.scrollIntoViewIfNeeded();
    const message = broken.getByRole('alert');
    await expect(message).toContainText('This example could not be shown');
    // The other examples of the page still work.
    await expect(page.locator('#table-basic').getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Table');
    // The failure is shown, not fetched again and again: at most the page's modulepreload and
    // the example's import() asked for the chunk.
    expect(requests).toBeLessThanOrEqual(2);

    fail = false;
    await message.getByRole('button', {name: 'Try again'}).click();
    await expect(broken.getByRole('columnheader', {name: /Calories/})).toBeVisible();
  });
});

test.describe('table of contents', () => {
  test('marks the section being read as the page scrolls', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/guide/theming');
    await waitForApp(page);
    const toc = page.getByRole('navigation', {name: 'On this page'});
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');

    const last = links.last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
  });

  test('deep-links to a heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/components/button/overview#accessibility');
    await waitForApp(page);
    await expect(page.locator('#accessibility')).toBeInViewport();
    await page
      .getByRole('navigation', {name: 'On this page'})
      .getByRole('link', {name: 'Styling'})
      .click();
    await expect(page).toHaveURL(/#styling$/);
    await expect(page.locator('#styling')).toBeInViewport();
  });

  test('is hidden on narrow screens', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/components/button/overview');
    await expect(page.getByRole('navigation', {name: 'On this page'})).toBeHidden();
  });
});

test.describe('section navigation', () => {
  test('lists the items beside the page on wide screens', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/components/menu/api');
    const nav = page.getByRole('navigation', {name: 'Components navigation'});
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Menu'})).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', {name: 'Open the Components navigation'})).toBeHidden();
  });

  test('opens as a drawer below 720px', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/cdk/overlay/overview');
    await waitForApp(page);
    await expect(page.getByRole('navigation', {name: 'CDK navigation'})).toBeHidden();
    const toggle = page.getByRole('button', {name: 'Open the CDK navigation'});
    await toggle.click();
    const drawer = page.getByRole('dialog', {name: 'CDK navigation'});
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Overlay'})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('link', {name: 'Clipboard'}).click();
    await expect(page).toHaveURL('/cdk/clipboard/overview');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Clipboard');
    await expect(page.getByRole('dialog', {name: 'CDK navigation'})).toBeHidden();
  });
});

test.describe('what a page loads', () => {
  test('only the code of its own examples, and no markdown parser or highlighter', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (entry) => {
      if (entry.resourceType() === 'script') scripts.push(new URL(entry.url()).pathname);
    });
    // The page hydrates, then fetches the code of the examples it shows.
    const exampleLoaded = page.waitForRequest(/\/button-[a-z-]+-example-[\w-]+\.js$/);
    await page.goto('/components/button/overview');
    await waitForApp(page);
    await exampleLoaded;
    await page.waitForLoadState('networkidle');

    const exampleChunks = scripts.filter((path) => /-example-[\w-]+\.js$/.test(path));
    expect(exampleChunks.length).toBeGreaterThan(0);
    for (const path of exampleChunks) expect(path).toMatch(/\/button-[a-z-]+-example-/);

    for (const path of scripts) {
      const code = await (await request.get(path)).text();
      // String literals that survive minification: one from Shiki, one from the markdown parser.
      expect(code, path).not.toContain('shiki:decorations');
      expect(code, path).not.toContain('characterReferenceMarkerHexadecimal');
    }
  });
});

test.describe('prefetching', () => {
  test('a tab under the pointer loads its content, so opening it shows no loading state', async ({
    page,
  }) => {
    await page.goto('/components/menu/overview');
    await waitForApp(page);
    // Counts every "Loading…" placeholder that ever appears from now on.
    await page.evaluate(() => {
      const seen = {count: 0};
      (window as unknown as {loadingSeen: typeof seen}).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.docs-content-loading')) seen.count++;
      }).observe(document.body, {childList: true, subtree: true});
    });
    const apiTab = page.getByRole('link', {name: 'API', exact: true});
    await apiTab.hover();
    await page.waitForLoadState('networkidle');
    await apiTab.click();
    await expect(page.locator('.docs-api-import')).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as {loadingSeen: {count: number}}).loadingSeen.count,
      ),
    ).toBe(0);
  });
});
