// What the Firefox run does with a page: waits for the app, finds controls by their accessible
// names, and collects what went wrong in it (console errors, uncaught errors, failed module
// preloads). Firefox is driven over WebDriver BiDi, where Puppeteer's ARIA queries are not all
// there, so controls are found in the page by their names.

/** How long a step may wait for the page (a loaded 2-core machine is slow to start Firefox). */
export const STEP_TIMEOUT_MS = 15_000;

/**
 * Watches a page for what the run treats as failures: errors in its console, errors its
 * scripts left uncaught, and `error` events on `<link rel="modulepreload">` elements (noted by
 * a listener installed before each document's own scripts run).
 */
export async function watchPage(page) {
  const problems = [];
  const described = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    described.push(
      describeMessage(message).then((text) => problems.push(`console error: ${text}`)),
    );
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message ?? error}`));
  await page.evaluateOnNewDocument(() => {
    window.__failedModulePreloads = [];
    document.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLLinkElement && target.relList.contains('modulepreload')) {
          window.__failedModulePreloads.push(target.href);
        }
      },
      true,
    );
  });
  return {
    /** The problems seen so far, those of the page's current document included. */
    async collect() {
      await Promise.all(described);
      const failed = await page.evaluate(() => window.__failedModulePreloads ?? []).catch(() => []);
      return [...problems, ...failed.map((href) => `failed modulepreload: ${href}`)];
    },
  };
}

/** A console message's text, with the name and message of each error it logs. */
async function describeMessage(message) {
  const parts = await Promise.all(
    message
      .args()
      .map((arg) =>
        arg
          .evaluate((value) =>
            value instanceof Error ? `${value.name}: ${value.message}` : undefined,
          )
          .catch(() => undefined),
      ),
  );
  return [message.text(), ...parts.filter(Boolean)].join(' | ');
}

/** Opens a page of the site and waits until its app has started (hydrated, effects run). */
export async function openPage(page, baseUrl, path) {
  await page.goto(baseUrl + path, {waitUntil: 'load', timeout: STEP_TIMEOUT_MS});
  await page.waitForFunction(() => performance.getEntriesByName('docs-app-ready').length > 0, {
    timeout: STEP_TIMEOUT_MS,
  });
}

/**
 * The first visible element matching `selector` whose accessible name (its `aria-label`, else
 * its text) matches `name`, as a handle to press like a visitor would.
 */
export async function findByName(page, selector, name) {
  const handle = await page.waitForFunction(
    (css, source, flags) => {
      const pattern = new RegExp(source, flags);
      return [...document.querySelectorAll(css)].find((element) => {
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        const box = element.getBoundingClientRect();
        return pattern.test(label.trim()) && box.width > 0 && box.height > 0;
      });
    },
    {timeout: STEP_TIMEOUT_MS},
    selector,
    name.source,
    name.flags,
  );
  return handle.asElement();
}

/** Waits until `check` (run in the page with `args`) returns true. */
export async function waitUntil(page, check, ...args) {
  await page.waitForFunction(check, {timeout: STEP_TIMEOUT_MS}, ...args);
}

/** Fails with `message` unless `condition` holds. */
export function assert(condition, message) {
  if (!condition) throw new Error(message);
}
