import {fileURLToPath} from 'node:url';
import {BENCH_PAGES, INITIAL_JAVASCRIPT_BUDGET, pageJavaScript} from '../bench/page-javascript.mjs';
import {buildManifest} from './build-manifest';
import {expect, test} from './fixtures';

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));

// Bytes, not time: what a page loads is the same on any machine, so it can be held to a budget
// here; how fast it loads is measured by `npm run bench`.
test.describe('JavaScript budget', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  for (const path of BENCH_PAGES) {
    test(`${path} loads at most 120 KB gzip of JavaScript before it is interactive`, async ({
      page,
      baseURL,
    }) => {
      const figures = await pageJavaScript(page, baseURL + path, clientDir);
      const listing = figures.files
        .filter((file) => file.initial)
        .map((file) => `${file.path} ${file.bytes}`)
        .join('\n');
      expect(figures.initialBytes, listing).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
    });
  }

  test('a page loads the code of the examples it shows and of no other', async ({
    page,
    baseURL,
  }) => {
    const exampleChunks = new Map<string, string>(
      Object.entries(buildManifest()).flatMap(([source, chunk]) => {
        const id = /\/([a-z0-9-]+)\/\1-example\.tsx$/.exec(source)?.[1];
        return id ? [[`/${chunk.file}`, id] as [string, string]] : [];
      }),
    );
    const figures = await pageJavaScript(page, `${baseURL}/components/button/overview`, clientDir);
    const shown = await page
      .locator('.docs-example')
      .evaluateAll((sections) => sections.map((section) => section.id));
    const loaded = figures.files.flatMap((file) => exampleChunks.get(file.path) ?? []);
    expect(loaded.length).toBeGreaterThan(0);
    for (const id of loaded) expect(shown, `${id} is not on the page`).toContain(id);
  });
});
