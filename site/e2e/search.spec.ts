import type {Page, Request} from '@playwright/test';
import {axeViolations} from './axe';
import {buildManifest} from './build-manifest';
import {expect, test, waitForApp} from './fixtures';

/** The URL paths of what search loads: the dialog's and the engine's chunks, and the index. */
function searchChunkPaths(): string[] {
  const manifest = buildManifest();
  const chunk = (source: string) => {
    const entry = manifest[source];
    if (!entry) throw new Error(`No chunk in the build for ${source}.`);
    return entry;
  };
  const index = chunk('virtual:docs/search-index').assets?.find((file) => file.endsWith('.json'));
  if (!index) throw new Error('No search index file in the build.');
  return [
    `/${chunk('app/search/search-dialog.tsx').file}`,
    `/${chunk('app/search/search-engine.ts').file}`,
    `/${index}`,
  ];
}

async function openPage(page: Page, path: string, width = 1280) {
  await page.setViewportSize({width, height: 800});
  await page.goto(path);
  await waitForApp(page);
}

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', {name: /Search/});
const searchDialog = (page: Page) => page.getByRole('dialog', {name: /Search/});
const searchField = (page: Page) => searchDialog(page).getByRole('combobox', {name: /Search/});

/** Opens search from the top bar and waits for its field, and for the opening to finish. */
async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(searchField(page)).toBeFocused();
  await searchDialog(page).evaluate((element) =>
    Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)),
  );
}

/** Types a query and waits for the first result to be the active option. */
async function search(page: Page, query: string) {
  await searchField(page).fill(query);
  await expect(searchDialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const first = searchDialog(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  return first;
}

function searchEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'search')
      .map(([, , params]) => params as {search_term: string; send_to: string[]}),
  );
}

/** Whether the element is inside the window, below the sticky top bar. */
function isInView(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight && box.bottom > 0;
  });
}

test.describe('search', () => {
  test('pages that never open search load none of its code', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, '/components/button/overview');
    await page.mouse.move(10, 400);
    await page.waitForLoadState('networkidle');
    const chunks = searchChunkPaths();
    expect(requested.filter((path) => chunks.includes(path))).toEqual([]);
    await expect(searchButton(page)).toBeVisible();

    // Pointing at the button fetches it all ahead of the press.
    await searchButton(page).hover();
    await expect.poll(() => chunks.filter((chunk) => requested.includes(chunk))).toEqual(chunks);
  });

  test('opens with "/", Ctrl+K and Cmd+K, but not while typing in a field', async ({page}) => {
    await openPage(page, '/guides');
    for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
      await page.locator('body').click({position: {x: 5, y: 300}});
      await page.keyboard.press(shortcut);
      await expect(searchField(page), shortcut).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toBeHidden();
    }

    await page.goto('/search');
    await waitForApp(page);
    const field = page.getByRole('main').getByRole('searchbox', {name: 'Search the documentation'});
    await field.click();
    await page.keyboard.type('a/b');
    await page.keyboard.press('Control+k');
    await expect(field).toHaveValue('a/b');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('is used with the keyboard alone: arrows move, Enter opens, Escape gives focus back', async ({
    page,
  }) => {
    await openPage(page, '/guides');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(searchField(page)).toBeFocused();
    await expect(searchDialog(page)).toHaveAttribute('aria-modal', 'true');
    const first = await search(page, 'tooltp');
    await expect(first).toHaveAccessibleName('Tooltip');
    await expect(first).toHaveAccessibleDescription(/Components · Overview/);
    await expect(searchDialog(page).getByRole('group', {name: 'Components'})).toBeVisible();

    const field = searchField(page);
    const activeId = () => field.getAttribute('aria-activedescendant');
    const firstId = await activeId();
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).not.toBe(firstId);
    await expect(page.locator(`[id="${await activeId()}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(firstId);

    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(searchField(page)).toBeFocused();
    await search(page, 'tooltp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/components/tooltip/overview');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', {level: 1, name: 'Tooltip'})).toBeFocused();
  });

  test('lands on an API row, a heading and an example, in view and focused', async ({page}) => {
    await openPage(page, '/guides');
    await openSearch(page);
    await expect(await search(page, 'TabGroup selectedIndex')).toHaveAccessibleName(
      'TabGroup.selectedIndex',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/components/tabs/api#tabs-tabgroup--selectedindex');
    const row = page.locator('[id="tabs-tabgroup--selectedindex"]');
    await expect(row).toBeFocused();
    await expect(row).toHaveAttribute('data-landed', '');
    expect(await isInView(page, '[id="tabs-tabgroup--selectedindex"]')).toBe(true);

    await openSearch(page);
    await search(page, 'useListNavigation');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cdk/a11y/api#a11y-uselistnavigation');
    await expect(page.locator('[id="a11y-uselistnavigation"]')).toBeFocused();

    await openSearch(page);
    // The theme builder's guide comes first for these words; the heading is the next result.
    await search(page, 'dark themes color scheme');
    const darkThemes = page
      .getByRole('dialog', {name: /Search/})
      .getByRole('option', {name: /^Dark themes and color-scheme/});
    await expect(darkThemes).toHaveAccessibleDescription(/Theming/);
    await page.keyboard.press('ArrowDown');
    await expect(darkThemes).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guide\/theming#dark-themes/);
    const heading = page.getByRole('heading', {name: /Dark themes/}).first();
    await expect(heading).toBeFocused();

    await openSearch(page);
    await search(page, 'table-http');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/components/table/examples#table-http');
    await expect(page.locator('[id="table-http"]')).toBeFocused();
    expect(await isInView(page, '[id="table-http"]')).toBe(true);
  });

  test('reports a chosen search and remembers it, and survives storage that throws', async ({
    page,
  }) => {
    await openPage(page, '/guides');
    await openSearch(page);
    await searchDialog(page).getByText('Recent searches').waitFor({state: 'detached'});
    await search(page, 'pagin');
    await searchDialog(page).getByRole('option', {name: 'Paginator', exact: true}).first().click();
    await expect(page).toHaveURL('/components/paginator/overview');
    expect(await searchEvents(page)).toEqual([
      {search_term: 'pagin', send_to: ['docs', 'library']},
    ]);

    await page.reload();
    await waitForApp(page);
    await openSearch(page);
    const recent = searchDialog(page).getByRole('group', {name: 'Recent searches'});
    await expect(recent.getByRole('option', {name: 'Paginator', exact: true})).toBeVisible();
    await searchDialog(page).getByRole('button', {name: 'Clear recent searches'}).click();
    await expect(recent).toBeHidden();
    await expect(searchField(page)).toBeFocused();

    // With storage that throws on every use, search still works; the list lasts for the page.
    const context = page.context();
    const other = await context.newPage();
    await other.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
    });
    await openPage(other, '/guides');
    await openSearch(other);
    await search(other, 'tabel');
    await expect(searchDialog(other).getByRole('option').first()).toHaveAccessibleName('Table');
    await other.keyboard.press('Enter');
    await expect(other).toHaveURL('/components/table/overview');
    await openSearch(other);
    await expect(
      searchDialog(other).getByRole('group', {name: 'Recent searches'}).getByRole('option'),
    ).toHaveAccessibleName('Table');
  });

  test('says when nothing matches and offers the lists instead', async ({page}) => {
    await openPage(page, '/guides');
    await openSearch(page);
    await searchField(page).fill('qwzxv');
    await expect(searchDialog(page)).toContainText('No results for “qwzxv”');
    await expect(searchDialog(page).getByRole('option')).toHaveCount(0);
    await searchDialog(page).getByRole('link', {name: 'the components'}).click();
    await expect(page).toHaveURL('/components/categories');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('links to the search page, which lists the same results in main', async ({page}) => {
    await openPage(page, '/guides');
    await openSearch(page);
    await search(page, 'pagin');
    const options = await searchDialog(page).getByRole('option').allTextContents();
    await searchDialog(page)
      .getByRole('option', {name: /See all \d+ results/})
      .click();
    await expect(page).toHaveURL('/search?q=pagin');
    const main = page.getByRole('main');
    await expect(main.getByRole('link').first()).toHaveAccessibleName('Paginator');
    await expect(main.getByRole('link').first()).toHaveAttribute(
      'href',
      '/components/paginator/overview',
    );
    await expect(main.getByRole('heading', {level: 2}).first()).toHaveText('Components');
    expect(options.length).toBeGreaterThan(2);

    await main.getByRole('link', {name: 'Paginator', exact: true}).first().click();
    await expect(page).toHaveURL('/components/paginator/overview');
  });

  test('the search page works from a direct visit, and says when nothing matches', async ({
    page,
  }) => {
    await openPage(page, '/search?q=focus%20trap');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'FocusTrap', exact: true})).toBeVisible();
    await expect(main.getByRole('searchbox')).toHaveValue('focus trap');
    await expect(main.getByRole('status')).toContainText(/\d+ results for “focus trap”/);

    await main.getByRole('searchbox').fill('qwzxv');
    await main.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL('/search?q=qwzxv');
    await expect(main.getByRole('status')).toContainText('No results for “qwzxv”');
    await expect(main.getByRole('link', {name: 'the guides'})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('fills the screen below 720px, in a dark theme, and axe finds nothing', async ({page}) => {
    await page.addInitScript(() =>
      localStorage.setItem('docs-theme-storage-current-name', 'purple-green'),
    );
    await openPage(page, '/components/button/overview', 400);
    await expect(searchButton(page)).toBeVisible();
    await openSearch(page);
    await search(page, 'button');
    const dialog = searchDialog(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(799);
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  });

  test('axe finds nothing in the open dialog in a light theme, with results and recents', async ({
    page,
  }) => {
    await openPage(page, '/components/button/overview');
    await openSearch(page);
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await search(page, 'overlay');
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cdk/overlay/overview');
    await openSearch(page);
    await expect(searchDialog(page).getByRole('group', {name: 'Recent searches'})).toBeVisible();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  });

  test('a failed load leaves a working page and a message, and Try again recovers', async ({
    page,
  }) => {
    const [, , index] = searchChunkPaths();
    await page.route(`**${index}`, (route) => route.abort());
    await openPage(page, '/guides');
    await openSearch(page);
    await searchField(page).fill('table');
    await expect(searchDialog(page).getByRole('alert')).toContainText('could not be loaded');
    await page.unroute(`**${index}`);
    await searchDialog(page).getByRole('button', {name: 'Try again'}).click();
    await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName('Table');
  });
});
