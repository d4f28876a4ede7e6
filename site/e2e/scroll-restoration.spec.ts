import type {Page, Route} from '@playwright/test';
import {clientNavigate, expect, test, waitForApp} from './fixtures';

/**
 * Back, Forward and the tabs of one item put the visitor where they were, however late the
 * page's lazy parts (its content, its live examples, search results) arrive. Each case is tried
 * as is, with the CPU slowed four times through the DevTools protocol, and with every chunk of
 * code delayed by the network, so that none of it holds by luck of timing.
 */

/** How far from the position left a restored one may be, in pixels. */
const TOLERANCE = 2;

type Condition = 'as is' | 'slow CPU' | 'slow network';

/**
 * What the page shows at the top of the view: the first block of the page's own content (not its
 * navigation) below the top bar, by its tag, its text and which of the blocks alike it is.
 */
interface Anchor {
  tag: string;
  text: string;
  index: number;
  top: number;
}

/** The page's blocks an anchor may be, in document order. */
const ANCHOR_BLOCKS = ':is(h1, h2, h3, h4, p, li, tr, pre, a)';

/**
 * Slows the page as `condition` says. A slow network delays every script requested after this
 * call (the code of the content, the examples and search), not the page itself.
 */
async function slowDown(page: Page, condition: Condition) {
  if (condition === 'slow CPU') {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
  } else if (condition === 'slow network') {
    await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
  }
}

/** Waits until the page is as a reader sees it: its content in and the examples in view live. */
async function waitForSettledPage(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main-content');
      if (!main || main.querySelector('.docs-content-loading')) return false;
      if (main.querySelector('.docs-page[data-hydrating]')) return false;
      if (/Searching/.test(main.querySelector('.docs-search-page-status')?.textContent ?? '')) {
        return false;
      }
      // The examples within a screen of the view have come to life.
      return [...main.querySelectorAll('[data-keep-height]')].every((box) => {
        const rect = box.getBoundingClientRect();
        const near = rect.bottom > -innerHeight && rect.top < 2 * innerHeight;
        return !near || box.hasAttribute('data-ready');
      });
    },
    undefined,
    {timeout: 20_000},
  );
}

/**
 * Scrolls to `y` (or as far as the page goes), waits for what comes to life there, as a reader
 * would, and returns where the page is.
 */
async function scrollPage(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await waitForSettledPage(page);
  // The scroll event (which records the position) comes with the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return page.evaluate(() => window.scrollY);
}

function anchorAtTop(page: Page): Promise<Anchor> {
  return page.evaluate((selector) => {
    const below = document.querySelector('.docs-navbar')?.getBoundingClientRect().bottom ?? 64;
    const blocks = [...document.querySelectorAll(`#main-content ${selector}`)].filter(
      (element) => !element.closest('nav, aside, .docs-example-body'),
    );
    const seen = new Map<string, number>();
    for (const element of blocks) {
      const text = (element.textContent ?? '').trim().slice(0, 80);
      const key = `${element.tagName} ${text}`;
      const index = seen.get(key) ?? 0;
      seen.set(key, index + 1);
      const {top, height} = element.getBoundingClientRect();
      if (top >= below && height > 0 && text) {
        return {tag: element.tagName, text, index, top: Math.round(top)};
      }
    }
    throw new Error('No content in view.');
  }, ANCHOR_BLOCKS);
}

/** Where the anchor is now, relative to the view (null when it is not there). */
function anchorTop(page: Page, anchor: Anchor): Promise<number | null> {
  return page.evaluate(findAnchorTop, {selector: ANCHOR_BLOCKS, ...anchor});
}

/** In the page: where an anchor is, relative to the view. */
function findAnchorTop({selector, tag, text, index}: Anchor & {selector: string}): number | null {
  const matches = [...document.querySelectorAll(`#main-content ${selector}`)].filter(
    (element) =>
      !element.closest('nav, aside, .docs-example-body') &&
      element.tagName === tag &&
      (element.textContent ?? '').trim().slice(0, 80) === text,
  );
  const element = matches[index];
  return element ? Math.round(element.getBoundingClientRect().top) : null;
}

/**
 * From now on, at every frame (in this document): the page's position and where the anchor is in
 * the view, which is what the visitor sees move.
 */
async function recordFrames(page: Page, anchor?: Anchor) {
  await page.evaluate(
    ({find, ...target}) => {
      const anchorTopNow = new Function(`return (${find})`)() as (
        target: Anchor & {selector: string},
      ) => number | null;
      const frames: [number, number | null][] = [];
      (window as unknown as {__frames: typeof frames}).__frames = frames;
      const record = () => {
        frames.push([window.scrollY, target.tag ? anchorTopNow(target) : null]);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    },
    {
      find: findAnchorTop.toString(),
      selector: ANCHOR_BLOCKS,
      tag: '',
      text: '',
      index: 0,
      top: 0,
      ...anchor,
    },
  );
}

/**
 * Expects the page back at `y` with its anchor where it was, and that once the anchor was back
 * in place, what the visitor sees never moved: not in any frame since {@link recordFrames}, and
 * not after the page settled.
 */
async function expectRestored(page: Page, y: number, anchor: Anchor) {
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - y), {timeout: 20_000})
    .toBeLessThanOrEqual(TOLERANCE);
  await waitForSettledPage(page);
  // A few more frames, for anything that would still move.
  await page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)),
  );
  const frames = await page.evaluate(
    () => (window as unknown as {__frames: [number, number | null][]}).__frames,
  );
  const shown = frames.map(([scrollY, top]) => `${scrollY}:${top}`).join(' ');
  const placed = (top: number | null) => top !== null && Math.abs(top - anchor.top) <= TOLERANCE;
  const landed = frames.findIndex(([, top]) => placed(top));
  expect(landed, `the anchor came back in the frames ${shown}`).toBeGreaterThanOrEqual(0);
  const moved = frames.slice(landed).filter(([, top]) => !placed(top));
  expect(moved, `what was in view moved after it came back: ${shown}`).toEqual([]);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(TOLERANCE);
  expect({...anchor, top: await anchorTop(page, anchor)}).toEqual(anchor);
}

/** The pages of each kind, where to scroll on them, and a page to go to from them. */
const PAGES = [
  {kind: 'overview', path: '/components/table/overview', y: 1_800},
  {kind: 'API', path: '/cdk/overlay/api', y: 3_000},
  {kind: 'examples', path: '/components/table/examples', y: 1_200},
  {kind: 'guide', path: '/guide/theming', y: 1_400},
  {kind: 'categories', path: '/components/categories', y: 900},
  {kind: 'search results', path: '/search?q=button', y: 1_500},
  {kind: 'home', path: '/', y: 700},
];
const ELSEWHERE = '/components/tree/examples';

test.describe('scroll restoration', () => {
  test.describe.configure({timeout: 60_000});
  test.use({viewport: {width: 1280, height: 800}});

  for (const condition of ['as is', 'slow CPU'] as const) {
    for (const {kind, path, y} of PAGES) {
      test(`Back and Forward restore the position on a ${kind} page (${condition})`, async ({
        page,
      }) => {
        await slowDown(page, condition);
        await page.goto(path);
        await waitForApp(page);
        await waitForSettledPage(page);
        const left = await scrollPage(page, y);
        expect(left).toBeGreaterThan(300);
        const anchor = await anchorAtTop(page);

        await clientNavigate(page, ELSEWHERE);
        await expect(page).toHaveURL(ELSEWHERE);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await waitForSettledPage(page);
        const elsewhere = await scrollPage(page, 1_000);
        const elsewhereAnchor = await anchorAtTop(page);

        await recordFrames(page, anchor);
        await page.goBack();
        await expectRestored(page, left, anchor);

        await recordFrames(page, elsewhereAnchor);
        await page.goForward();
        await expect(page).toHaveURL(ELSEWHERE);
        await expectRestored(page, elsewhere, elsewhereAnchor);
      });
    }
  }

  for (const {kind, path, y} of PAGES) {
    test(`Back restores the position on a ${kind} page after a reload in between, its code arriving late`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForApp(page);
      await waitForSettledPage(page);
      const left = await scrollPage(page, y);
      const anchor = await anchorAtTop(page);
      await clientNavigate(page, ELSEWHERE);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Tree');

      // The reloaded document has none of the first page's code: it all comes late, and the
      // visitor goes back before even this page's content has come to life.
      await slowDown(page, 'slow network');
      await page.reload();
      await waitForApp(page);
      await recordFrames(page, anchor);
      await page.goBack();
      await expect(page).toHaveURL(path);
      await expectRestored(page, left, anchor);
    });
  }

  test('a reload while the next page is still loading keeps the position of the page on screen', async ({
    page,
  }) => {
    await page.goto('/components/table/examples');
    await waitForApp(page);
    await waitForSettledPage(page);
    const left = await scrollPage(page, 1_200);
    const anchor = await anchorAtTop(page);
    // The next page's content is slow to come: the address changes, the page on screen does not.
    await slowDown(page, 'slow network');
    await clientNavigate(page, ELSEWHERE);
    await expect(page).toHaveURL(ELSEWHERE);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Table');
    await page.reload();
    await waitForApp(page);
    // The reloaded page starts at its top: the position on screen was the other page's.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await recordFrames(page, anchor);
    await page.goBack();
    await expect(page).toHaveURL('/components/table/examples');
    await expectRestored(page, left, anchor);
  });

  test('a position at the very end of a long page comes back there', async ({page}) => {
    await page.goto('/components/table/examples');
    await waitForApp(page);
    await waitForSettledPage(page);
    // An example at the end may still grow once it has come to life (the HTTP table's rows come
    // with its first response, later on a loaded host): scroll again until the position is the
    // page's very end.
    await expect
      .poll(
        async () =>
          (await scrollPage(page, 100_000)) ===
          (await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)),
      )
      .toBe(true);
    const end = await page.evaluate(() => window.scrollY);
    await waitForSettledPage(page);
    const anchor = await anchorAtTop(page);
    await clientNavigate(page, '/components/button/overview');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
    await slowDown(page, 'slow network');
    await page.reload();
    await waitForApp(page);
    await recordFrames(page, anchor);
    await page.goBack();
    await expectRestored(page, end, anchor);
  });

  test('a reload keeps the position, before the app has started', async ({page}) => {
    await page.goto('/guide/theming');
    await waitForApp(page);
    const left = await scrollPage(page, 1_400);
    await page.reload({waitUntil: 'domcontentloaded'});
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
    await waitForApp(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('a mobile visitor comes back to the same place', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/components/table/examples');
    await waitForApp(page);
    await waitForSettledPage(page);
    const left = await scrollPage(page, 2_500);
    const anchor = await anchorAtTop(page);
    await clientNavigate(page, ELSEWHERE);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tree');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await recordFrames(page, anchor);
    await page.goBack();
    await expectRestored(page, left, anchor);
  });

  for (const condition of ['as is', 'slow CPU', 'slow network'] as const) {
    test(`moving between the tabs of one item keeps the position while the tab loads (${condition})`, async ({
      page,
    }) => {
      await page.goto('/components/table/api');
      await waitForApp(page);
      await waitForSettledPage(page);
      await slowDown(page, condition);
      const left = await scrollPage(page, 600);
      await recordFrames(page);
      // A dispatched click, because a pointer click would first scroll the tab into view.
      await page.getByRole('link', {name: 'Overview', exact: true}).dispatchEvent('click');
      await expect(page).toHaveURL('/components/table/overview');
      await waitForSettledPage(page);
      const frames = await page.evaluate(
        () => (window as unknown as {__frames: [number, null][]}).__frames,
      );
      expect(frames.filter(([y]) => Math.abs(y - left) > TOLERANCE)).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(left);
      await expect(page.getByRole('heading', {level: 1})).not.toBeFocused();
    });
  }

  test('a visitor who scrolls while the page loads keeps their own position', async ({page}) => {
    await page.goto('/components/table/api');
    await waitForApp(page);
    await waitForSettledPage(page);
    await slowDown(page, 'slow network');
    await scrollPage(page, 600);
    await page.getByRole('link', {name: 'Examples', exact: true}).dispatchEvent('click');
    await expect(page).toHaveURL('/components/table/examples');
    // While the tab is still loading, the visitor scrolls up with the wheel.
    await expect(page.locator('.docs-content-loading')).toBeAttached();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await waitForSettledPage(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
  });
});
