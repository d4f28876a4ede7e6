// The checks of the Firefox run: each page type starts cleanly, and the main interactions work
// (theme, search, a live example, the side navigation on a phone, narrow layouts). Each runs in
// a fresh browser context, and opens each page it needs in a tab of its own (see `run-firefox`),
// so that no page is left while it still loads; the run fails a check on any console error,
// uncaught error or failed module preload in its pages (see `watchPage`).
import {BENCH_PAGES} from '../bench/page-javascript.mjs';
import {assert, findByName, STEP_TIMEOUT_MS, waitUntil} from './firefox-page.mjs';

/** One page of each type the site has: the benchmark's pages. */
export const PAGE_TYPES = BENCH_PAGES;

const WIDE = {width: 1280, height: 900};
const PHONE = {width: 400, height: 800};

/** Whether the page, or the item tabs where it has them, scroll sideways. */
function sidewaysOverflow() {
  const root = document.documentElement;
  const tabs = document.querySelector('.docs-item-tabs');
  return {
    page: root.scrollWidth - root.clientWidth,
    tabs: tabs ? tabs.scrollWidth - tabs.clientWidth : 0,
  };
}

/**
 * `{name, run(open)}`: what the run goes through, in order. `open(viewport, path)` opens a page
 * of the site in a new tab and resolves with it once its app has started.
 */
export const CHECKS = [
  ...PAGE_TYPES.map((path) => ({
    name: `${path} starts with its heading, and at 400px does not scroll sideways`,
    async run(open) {
      const page = await open(WIDE, path);
      const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
      assert(heading.trim().length > 0, `${path} has no heading`);
      const phone = await open(PHONE, path);
      const overflow = await phone.evaluate(sidewaysOverflow);
      assert(overflow.page <= 0, `${path} scrolls sideways by ${overflow.page}px`);
      assert(overflow.tabs <= 0, `${path}: the item tabs need ${overflow.tabs}px more`);
    },
  })),
  {
    name: 'a picked theme applies and is kept',
    async run(open) {
      const page = await open(WIDE, '/');
      await (await findByName(page, 'button', /^Select a theme$/)).click();
      const item = await findByName(page, '[role="menuitemradio"]', /Purple & Green/);
      // The menu's panel grows in: a press lands where the item is once it has stopped.
      await item.evaluate((element) =>
        Promise.all(
          (element.closest('[role="menu"]')?.getAnimations() ?? []).map((animation) =>
            animation.finished.catch(() => {}),
          ),
        ),
      );
      await item.click();
      await waitUntil(
        page,
        () =>
          document.documentElement.dataset.theme === 'purple-green' &&
          localStorage.getItem('docs-theme-storage-current-name') === 'purple-green',
      );
    },
  },
  {
    name: 'search opens, finds and opens a result',
    async run(open) {
      const page = await open(WIDE, '/components/button/overview');
      await (await findByName(page, 'button', /^Search$/)).click();
      const box = await page.waitForSelector('[role="dialog"] [role="combobox"]', {visible: true});
      await box.type('select');
      await findByName(page, '[role="option"]', /^Select$/);
      await page.keyboard.press('ArrowDown');
      const reached = await page.evaluate(() =>
        document
          .querySelector('[role="dialog"] [role="combobox"]')
          ?.getAttribute('aria-activedescendant'),
      );
      assert(reached, 'ArrowDown reached no result');
      await page.keyboard.press('Enter');
      // The result's page opens, and its own parts load (and preload what they import).
      await waitUntil(
        page,
        () =>
          !document.querySelector('[role="dialog"] [role="combobox"]') &&
          location.pathname !== '/components/button/overview' &&
          document.querySelector('h1')?.textContent?.trim(),
      );
      await page.waitForNetworkIdle({idleTime: 500, timeout: STEP_TIMEOUT_MS});
    },
  },
  {
    name: 'a live example runs: table-sorting sorts',
    async run(open) {
      const page = await open(WIDE, '/components/table/examples');
      // Examples render as they come near the viewport.
      await page.evaluate(() => document.getElementById('table-sorting')?.scrollIntoView());
      const header = await findByName(page, '#table-sorting th button', /Calories/);
      const sortOf = (button) => button.closest('th').getAttribute('aria-sort');
      assert((await header.evaluate(sortOf)) === 'ascending', 'table-sorting starts unsorted');
      await header.click();
      await waitUntil(
        page,
        (button) => button.closest('th').getAttribute('aria-sort') === 'descending',
        header,
      );
    },
  },
  {
    name: 'at 400px the side navigation opens from anywhere on the page',
    async run(open) {
      const page = await open(PHONE, '/components/button/overview');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await waitUntil(page, () => window.scrollY > 1000);
      const toggle = await findByName(page, 'button', /^Open the Components navigation$/);
      const inView = await toggle.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      assert(inView, 'the navigation toggle scrolled out of view');
      await toggle.click();
      const link = await findByName(page, '[role="dialog"] a', /^Checkbox$/);
      await link.click();
      await waitUntil(page, () => location.pathname === '/components/checkbox/overview');
    },
  },
  {
    name: 'at 400px a heading an anchor leads to is below the bars',
    async run(open) {
      const page = await open(PHONE, '/components/button/overview');
      await page.evaluate(() => {
        location.hash = '#accessibility';
      });
      await waitUntil(page, () => window.scrollY > 0);
      const {heading, bar} = await page.evaluate(() => ({
        heading: document.getElementById('accessibility')?.getBoundingClientRect().top ?? -1,
        bar: document.querySelector('.docs-section-bar')?.getBoundingClientRect().bottom ?? 0,
      }));
      assert(heading >= bar, `the heading is at ${heading}px, under the bar that ends at ${bar}px`);
    },
  },
];
