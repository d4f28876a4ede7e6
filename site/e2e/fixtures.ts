import {test as base, expect, type Locator, type Page} from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Every test fails on a Content-Security-Policy violation in any page it opens (the listener is
 * installed before each document's own scripts run, and survives navigations). Tests that
 * expect a violation on purpose read and clear `cspViolations`. Tests that ask for
 * `consoleErrors` also fail on an uncaught page error and may assert a clean console.
 */
export const test = base.extend<{consoleErrors: string[]; cspViolations: CspViolation[]}>({
  cspViolations: [
    async ({page}, use) => {
      const violations: CspViolation[] = [];
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
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await use(errors);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
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
