import type {Page} from '@playwright/test';
import {THEMES} from './axe';
import {expect, test} from './fixtures';

const THEME_FILES = new Set(THEMES.map((theme) => `/assets/${theme}.css`));

interface ElementLayout {
  element: string;
  box: number[];
  style: string;
}

/** The box and the main computed styles of every element of the page, in document order. */
function layout(page: Page): Promise<ElementLayout[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('svg, script, style, noscript'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          element: `${element.tagName}.${element.getAttribute('class') ?? ''}`,
          box: [box.x, box.y, box.width, box.height].map(Math.round),
          style: [style.display, style.position, style.color, style.backgroundColor].join(' '),
        };
      }),
  );
}

/** A stylesheet's top-level rules as written (the build's CSS has no braces in strings). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  return rules;
}

/**
 * Where two layouts differ on the first screen (elements whose top is above `fold`): the same
 * elements with the same styles, each box within 2px. (Until a web font arrives, text in its face
 * is set in a local face scaled to the same metrics, a pixel or so apart, which further down a
 * long page can add up to a line.)
 */
function mismatches(actual: ElementLayout[], expected: ElementLayout[], fold: number): string[] {
  const found = actual.flatMap((item, index) => {
    const other = expected[index];
    if (other && other.box[1]! >= fold) return [];
    // Only the part on the first screen counts: [x, y, width, visible height].
    const onScreen = ([x = 0, y = 0, width = 0, height = 0]: number[]) => [
      x,
      y,
      width,
      Math.min(y + height, fold) - y,
    ];
    const close =
      other &&
      onScreen(other.box).every((value, i) => Math.abs(value - onScreen(item.box)[i]!) <= 6);
    return other && other.element === item.element && other.style === item.style && close
      ? []
      : [`${item.element} ${item.box.join(',')} ${item.style} | expected ${JSON.stringify(other)}`];
  });
  if (actual.length !== expected.length)
    found.push(`${actual.length} elements, not ${expected.length}`);
  return found;
}

/**
 * Keeps the page's scripts from running, so that it shows its prerendered markup: every script
 * file answers as an empty module (a failed one would bring up the start-failure notice).
 */
async function withoutScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'export {};'}),
  );
  // The web faces but the regular one come with the app (the start script loads them), so
  // neither page gets them: their local stand-ins set the text in both.
  await page.route(
    (url) =>
      /\/assets\/roboto-.+\.woff2?$/.test(url.pathname) &&
      !/\/roboto-latin-400-normal-/.test(url.pathname),
    (route) => route.abort(),
  );
}

/** Opens a page with nothing of its stylesheets and scripts but what the HTML itself holds. */
async function openFromHtmlOnly(page: Page, path: string) {
  await withoutScripts(page);
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.css'),
    (route) =>
      THEME_FILES.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page.goto(path);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // As the first paint shows it: a box rendered late (`content-visibility: auto`) is found to
    // be on screen in the frame before that paint; a layout read before any frame can still give
    // it its guessed size (as Chromium 147 did, now and then).
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  });
}

test.describe('the first paint', () => {
  for (const width of [400, 1280]) {
    for (const path of [
      '/',
      '/components/button/overview',
      '/components/table/examples',
      '/guide/getting-started',
      '/cdk/overlay/api',
    ]) {
      test(`${path} at ${width}px looks the same from its HTML alone as when fully loaded`, async ({
        browser,
      }) => {
        const complete = await browser.newPage({viewport: {width, height: 900}});
        // Scripts stay away here too, so that both pages show the prerendered markup; the
        // stylesheets whose rules the page has inline are switched on: they change nothing.
        await withoutScripts(complete);
        await complete.goto(path);
        await complete.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
              (link) =>
                new Promise((resolve) => {
                  link.onload = link.onerror = resolve;
                  link.disabled = false;
                }),
            ),
          ),
        );
        // Laid out with them first, so that the fonts their text needs are loading.
        await complete.evaluate(async () => {
          document.body.getBoundingClientRect();
          await new Promise(requestAnimationFrame);
          await document.fonts.ready;
        });
        const expected = await layout(complete);

        const bare = await browser.newPage({viewport: {width, height: 900}});
        await openFromHtmlOnly(bare, path);
        expect(mismatches(await layout(bare), expected, 900)).toEqual([]);
        await complete.close();
        await bare.close();
      });
    }
  }

  test('waits for no stylesheet or script file, and preloads no module', async ({request}) => {
    const html = await (await request.get('/components/button/overview')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // A disabled stylesheet is neither fetched nor applied: the page's CSS is inline, whole.
    const stylesheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((link) => !/ disabled>$/.test(link))).toEqual([]);
    expect(head).not.toContain('modulepreload');
    expect(head).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<style>[\s\S]{2000,}?<\/style>/);
  });

  test('inlines each rule once', async ({request}) => {
    for (const path of [
      '/',
      '/components/button/overview',
      '/guide/getting-started',
      '/cdk/overlay/api',
    ]) {
      const html = await (await request.get(path)).text();
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      expect(topLevelRules(css).length, path).toBeGreaterThan(50);
      const seen = new Set<string>();
      const repeated = topLevelRules(css).filter((rule) => seen.has(rule) || !seen.add(rule));
      expect(repeated, path).toEqual([]);
    }
  });

  test('applies no stylesheet once it runs: what it uses is inline, known to the bundler', async ({
    page,
  }) => {
    await page.goto('/components/button/overview');
    await page.waitForFunction(() => performance.getEntriesByName('docs-app-ready').length > 0);
    await page.waitForLoadState('networkidle');
    const {inline, requested, applied} = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const strip = (href: string) => href.replace(/#.*$/, '');
      return {
        inline: links.filter((link) => link.disabled).map((link) => strip(link.href)),
        requested: performance
          .getEntriesByType('resource')
          .map((entry) => strip(entry.name))
          .filter((name) => name.endsWith('.css')),
        applied: [...document.styleSheets].filter((sheet) => sheet.href).length,
      };
    });
    // The page's own stylesheets and those of the examples and content it shows, all inline
    // (the bundler finds a link to each and adds none of them again).
    expect(inline.length).toBeGreaterThan(5);
    expect(requested.filter((name) => inline.includes(name))).toEqual([]);
    expect(applied).toBe(requested.length);
  });

  test('a stored dark theme paints dark, before any script file runs', async ({page}) => {
    await page.addInitScript(() =>
      localStorage.setItem('docs-theme-storage-current-name', 'pink-bluegrey'),
    );
    await openFromHtmlOnly(page, '/components/button/overview');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'pink-bluegrey');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red = 255, green = 255, blue = 255] = background.match(/\d+/g)!.map(Number);
    expect(red + green + blue).toBeLessThan(150);
  });
});
