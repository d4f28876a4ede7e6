import {fileURLToPath} from 'node:url';
import {COMPILE_HINT} from '../vite/compile-hints';
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

// V8 compiles the functions of a script that starts with this comment as the script loads; the
// first overlay a visitor opens then runs code that is already compiled (site/vite/compile-hints.ts).
test('the overlay and its positioning engine are compiled as they load, the startup code lazily', async ({
  request,
}) => {
  const manifest = buildManifest();
  const engineKey = Object.keys(manifest).find((key) => key.includes('@floating-ui/dom'));
  expect(engineKey, 'the positioning engine has a chunk').toBeDefined();
  const overlayKeys = Object.keys(manifest).filter((key) =>
    manifest[key]!.dynamicImports?.includes(engineKey!),
  );
  expect(overlayKeys.length, 'a chunk loads the positioning engine').toBeGreaterThan(0);
  for (const key of [engineKey!, ...overlayKeys]) {
    const text = await (await request.get(`/${manifest[key]!.file}`)).text();
    expect(
      text.startsWith(`${COMPILE_HINT}\n`),
      `${manifest[key]!.file} starts with the hint`,
    ).toBe(true);
  }
  const startup = Object.values(manifest).filter(
    (chunk) => chunk.isEntry || chunk.name === 'framework' || chunk.name === 'shell',
  );
  expect(startup.filter((chunk) => !chunk.isEntry)).toHaveLength(2);
  for (const chunk of startup) {
    const text = await (await request.get(`/${chunk.file}`)).text();
    expect(text.includes(COMPILE_HINT), `${chunk.file} is compiled lazily`).toBe(false);
  }
});
