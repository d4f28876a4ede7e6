import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {fileURLToPath} from 'node:url';
import {axeColourViolations, axeViolations} from './axe';
import {SITE_THEMES, type SiteTheme} from '../app/theme/themes';
import {itemSources, type DocItem} from '../app/docs/documentation-items';
import {DOC_ITEMS, EXAMPLES, examplePage, GUIDES} from './docs-data';
import {expect, pickTheme, test, waitForApp} from './fixtures';

test.describe('documentation pages', () => {
  test('every example belongs to a documentation item', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(60);
    for (const example of EXAMPLES) expect(() => examplePage(example.id)).not.toThrow();
  });

  test('the section lists show every item as a card', async ({page}) => {
    for (const key of ['components', 'cdk']) {
      await page.goto(`/${key}/categories`);
      const cards = page
        .getByRole('list', {name: key === 'cdk' ? 'CDK' : 'Components'})
        .getByRole('link');
      await expect(cards).toHaveCount(DOC_ITEMS.filter((entry) => entry.sectionKey === key).length);
    }
  });

  test('every guide renders with its table of contents', async ({page, consoleErrors}) => {
    await page.setViewportSize({width: 1280, height: 900});
    for (const guide of GUIDES) {
      await page.goto(`/guide/${guide.id}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(guide.name);
      await expect(page).toHaveTitle(`${guide.name} | Material`);
      expect((await page.locator('.docs-markdown').innerText()).length).toBeGreaterThan(1500);
      await expect(page.getByRole('navigation', {name: 'On this page'})).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the guide list links every guide', async ({page}) => {
    await page.goto('/guides');
    for (const guide of GUIDES) {
      await expect(page.getByRole('link', {name: new RegExp(guide.name)})).toHaveAttribute(
        'href',
        `/guide/${guide.id}`,
      );
    }
  });
});

/** Every page the sitemap lists, read from the build the tests run against. */
const SITEMAP_PATHS = [
  ...readFileSync(
    fileURLToPath(new URL('../build/client/sitemap.xml', import.meta.url)),
    'utf8',
  ).matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => new URL(match[1]!).pathname);

/** An item's tab: which item, and which of its tabs. */
interface ItemTab {
  sectionKey: string;
  item: DocItem;
  tab: 'overview' | 'api' | 'examples';
}

/** Every item's Overview, API and Examples tab by its path. */
const ITEM_TABS = new Map<string, ItemTab>(
  DOC_ITEMS.flatMap(({sectionKey, item}) =>
    (['overview', 'api', 'examples'] as const).map((tab): [string, ItemTab] => [
      `/${sectionKey}/${item.id}/${tab}`,
      {sectionKey, item, tab},
    ]),
  ),
);

test.describe('accessibility of every page', () => {
  test("covers every prerendered page, every item's tabs among them", () => {
    expect(SITEMAP_PATHS.length).toBeGreaterThan(100);
    for (const {sectionKey, item} of DOC_ITEMS) {
      for (const tab of ['overview', 'api', 'examples']) {
        expect(SITEMAP_PATHS).toContain(`/${sectionKey}/${item.id}/${tab}`);
      }
    }
  });

  // Each page in a light and a dark theme; alternating the pair page by page covers all four.
  // Every rule in the light theme, loaded with the page; then the dark one is picked from the
  // menu, as a visitor would, and only the rules a theme can change run again (the themes set
  // colours only), which takes a sixth less time than a second load and every rule again.
  // An item's Overview, API and Examples tabs are also checked for what they hold, and for a
  // clean console (see expectItemTab).
  const PAIRS = [
    ['indigo-pink', 'pink-bluegrey'],
    ['deeppurple-amber', 'purple-green'],
  ] as const;
  SITEMAP_PATHS.forEach((path, index) => {
    const [light, dark] = PAIRS[index % 2]!.map((name) =>
      SITE_THEMES.find((theme) => theme.name === name)!,
    ) as [SiteTheme, SiteTheme];
    const examplesTab = path.endsWith('/examples');
    const itemTab = ITEM_TABS.get(path);
    test(`${path} has no axe violations in ${light.name}, nor of contrast in ${dark.name}${examplesTab ? ', and every example runs, mirrored too' : ''}`, async ({
      sweepPage: page,
      sweepErrors,
    }) => {
      await page.goto(`${path}?theme=${light.name}`);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', light.name);
      if (itemTab) await expectItemTab(page, itemTab);
      // An examples tab is read down to its end, as a visitor does: examples load as they near
      // the viewport (those seen before keep their heights, so a page may be long), and every
      // one loads, renders and comes to life before axe judges the page.
      if (examplesTab) await readEveryExample(page);
      await expect(page.locator('.docs-example-loading')).toHaveCount(0);
      expect(await axeViolations(page), `${path} in ${light.name}`).toEqual([]);
      if (examplesTab) await mirrorEveryExample(page);

      await pickTheme(page, dark.displayName);
      await expect(page.locator('html')).toHaveAttribute('data-theme', dark.name);
      // Applied, not only asked for: the stylesheet has loaded, and the colours that change with
      // a transition (a button toggle's background) have reached the theme's.
      await expect
        .poll(() =>
          page.evaluate(
            (href) =>
              [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)) &&
              !document.getAnimations().some((animation) => animation instanceof CSSTransition),
            `/assets/${dark.name}.css`,
          ),
        )
        .toBe(true);
      expect(await axeColourViolations(page), `${path} in ${dark.name}`).toEqual([]);
      if (itemTab) expect(sweepErrors).toEqual([]);
    });
  });
});

/**
 * What an item's tab holds: the item's name as its heading; on the overview, the page's title and
 * its text, with no example it names missing; on the API tab, the import line of the item's first
 * entry point and its symbols; on the examples tab, its examples.
 */
async function expectItemTab(page: Page, {sectionKey, item, tab}: ItemTab) {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(item.name);
  if (tab === 'overview') {
    await expect(page).toHaveTitle(
      `${sectionKey === 'cdk' ? `CDK ${item.name}` : item.name} | Material`,
    );
    const overview = page.locator('.docs-markdown');
    await expect(overview).toBeVisible();
    expect((await overview.innerText()).length).toBeGreaterThan(200);
    await expect(page.locator('.docs-example-missing')).toHaveCount(0);
  } else if (tab === 'api') {
    await expect(page.locator('.docs-api-import')).toContainText(
      `from '${itemSources(item).apiEntryPoints[0]}'`,
    );
    await expect(page.locator('.docs-api-symbol').first()).toBeVisible();
  } else {
    await expect(page.locator('.docs-example').first()).toBeVisible();
  }
}

/** Scrolls every example of an examples tab into view and waits until each has come to life. */
async function readEveryExample(page: Page) {
  const bodies = page.locator('.docs-example-body');
  await expect(bodies.first()).toBeVisible();
  for (let index = 0; index < (await bodies.count()); index++) {
    await bodies.nth(index).scrollIntoViewIfNeeded();
  }
  await expect(page.locator('.docs-example-loading')).toHaveCount(0);
  await expect(page.locator('.docs-example-body:not([data-ready])')).toHaveCount(0);
  await expect(page.locator('.docs-content-error')).toHaveCount(0);
}

/**
 * Mirrors every example with its "Right-to-left" toggle: each runs right to left (its body's
 * direction, as the browser computes it). One mirrored example is checked with axe in
 * right-to-left.spec.ts; the themes' colours are checked here on the mirrored page.
 */
async function mirrorEveryExample(page: Page) {
  const examples = page.locator('.docs-example');
  for (let index = 0; index < (await examples.count()); index++) {
    const example = examples.nth(index);
    const body = example.locator('.docs-example-body');
    const toggle = example.getByRole('button', {name: /^Right-to-left/});
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(body).toHaveAttribute('dir', 'rtl');
    expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  }
  await expect(page.locator('.docs-content-error')).toHaveCount(0);
}
