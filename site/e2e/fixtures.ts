import {test as base, expect, type Locator, type Page} from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Reports every Content-Security-Policy violation of a page's documents to `violations`. */
async function watchCsp(page: Page, violations: CspViolation[]) {
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (
        window as unknown as {__reportCspViolation(violation: CspViolation): Promise<void>}
      ).__reportCspViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

/** Collects the page's console errors into `errors` and its uncaught errors into `pageErrors`. */
function watchErrors(page: Page, errors: string[], pageErrors: Error[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error));
}

/** One browser page a worker keeps for the read-only sweeps, with what it has reported. */
interface SharedPage {
  page: Page;
  violations: CspViolation[];
  errors: string[];
  pageErrors: Error[];
}

const DEFAULT_VIEWPORT = {width: 1280, height: 720};

/**
 * Every test fails on a Content-Security-Policy violation in any page it opens (the listener is
 * installed before each document's own scripts run, and survives navigations). Tests that
 * expect a violation on purpose read and clear `cspViolations`. Tests that ask for
 * `consoleErrors` also fail on an uncaught page error and may assert a clean console.
 *
 * `sweepPage` is for the sweeps that only read pages (every page's accessibility, say): one
 * browser context and page per worker instead of one per test, which saves a context, a page
 * and a cold cache per test. Between tests its storage, cookies and viewport are reset; it
 * fails a test on a CSP violation or an uncaught error as `page` does, and `sweepErrors` holds
 * the test's console errors. Tests that change state beyond storage keep `page`, isolated.
 * Its visitor prefers reduced motion: menus open and themes change without animations to wait
 * for (axe judges the page at rest either way), and the pages are checked in that setting too.
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    cspViolations: CspViolation[];
    sweepPage: Page;
    sweepErrors: string[];
  },
  {sharedPage: SharedPage}
>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  // Every test's page reports its violations from the start; the test fails on any left.
  page: async ({page, cspViolations}, use) => {
    await watchCsp(page, cspViolations);
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    const pageErrors: Error[] = [];
    watchErrors(page, errors, pageErrors);
    await use(errors);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
  sharedPage: [
    async ({browser}, use) => {
      const context = await browser.newContext({
        viewport: DEFAULT_VIEWPORT,
        reducedMotion: 'reduce',
      });
      const shared: SharedPage = {
        page: await context.newPage(),
        violations: [],
        errors: [],
        pageErrors: [],
      };
      await watchCsp(shared.page, shared.violations);
      watchErrors(shared.page, shared.errors, shared.pageErrors);
      await use(shared);
      await context.close();
    },
    {scope: 'worker'},
  ],
  sweepPage: async ({sharedPage}, use) => {
    const {page, violations, errors, pageErrors} = sharedPage;
    for (const list of [violations, errors, pageErrors]) list.length = 0;
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    // What a test leaves behind goes before the next one starts: an open menu or dialog goes
    // with the next navigation; storage, cookies and the viewport do not.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => {});
    await page.context().clearCookies();
    await page.setViewportSize(DEFAULT_VIEWPORT);
  },
  sweepErrors: async ({sharedPage}, use) => {
    await use(sharedPage.errors);
  },
});

export {expect};

/**
 * Waits until React has hydrated the page: the router exists and the effects of the first render
 * have run (the last of them reports the first page view).
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(
    () =>
      '__reactRouterDataRouter' in window &&
      Array.from((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).some(
        (entry) => entry[0] === 'event' && entry[1] === 'page_view',
      ),
  );
}

/**
 * Presses a menu's item as a visitor does, once its panel has stopped growing. The panel opens
 * with a scale animation: an item pressed while it grows can move between the press and the
 * release, and the click then goes to the panel, leaving the menu open (the likeliest reason a
 * clean clone once saw that). A visitor aims at where the item comes to rest; so does this, once
 * the animation has ended (or was cancelled).
 */
export async function pressMenuItem(item: Locator) {
  await item.evaluate((element) => {
    const panel = element.closest('[role="menu"]');
    const animations = panel?.getAnimations() ?? [];
    return Promise.all(animations.map((animation) => animation.finished.catch(() => {})));
  });
  await item.click();
}

/** Picks a theme as a visitor does: the top bar's theme menu, then the theme by its name. */
export async function pickTheme(page: Page, displayName: string) {
  await page.getByRole('button', {name: 'Select a theme'}).click();
  const menu = page.getByRole('menu', {name: 'Themes'});
  await expect(menu).toBeVisible();
  await pressMenuItem(menu.getByRole('menuitemradio', {name: displayName}));
  await expect(menu).toBeHidden();
}

/** Navigates like a link click would, through the client router. */
export async function clientNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as {__reactRouterDataRouter: {navigate(to: string): unknown}})
      .__reactRouterDataRouter;
    return router.navigate(path);
  }, to);
}

/** The page paths of every page view queued in the gtag data layer, in order. */
export function pageViews(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => params as {page_path: string; send_to: string[]}),
  );
}

/**
 * Opens a documentation page and returns the live example `id` on it, once the example has
 * hydrated. It is scrolled into view first, as a visitor would: an example below the fold loads
 * its code as it nears the viewport.
 */
export async function openExample(page: Page, path: string, id: string) {
  await page.goto(path);
  await waitForApp(page);
  const body = page.locator(`[id="${id}"] .docs-example-body`);
  await body.scrollIntoViewIfNeeded();
  await expect(body).toHaveAttribute('data-ready', '');
  return body;
}
