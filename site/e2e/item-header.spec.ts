import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, test, waitForApp} from './fixtures';

/** The sentence of the size link: JavaScript, and CSS where the entry point has some. */
const SIZE_SENTENCE =
  /^Adds \d+\.\d kB JS( \+ \d+\.\d kB CSS)?, gzip, to an app that already has React$/;

/** The repository the build links to: the top bar's link to it. */
async function repositoryUrl(page: Page) {
  const href = await page
    .getByRole('banner')
    .getByRole('link', {name: /repository/})
    .getAttribute('href');
  return href!.replace(/\/+$/, '');
}

interface Expected {
  path: string;
  importLine: string;
  folder: string;
  overview: string;
  entryPoint: string;
}

const CASES: Expected[] = [
  {
    path: '/components/button/overview',
    importLine: "import {Button} from '@material-react/material/button';",
    folder: 'packages/material/src/button',
    overview: 'packages/material/src/button/button.md',
    entryPoint: '@material-react/material/button',
  },
  {
    path: '/cdk/tree/examples',
    importLine: "import {Tree} from '@material-react/cdk/tree';",
    folder: 'packages/cdk/src/tree',
    overview: 'packages/cdk/src/tree/tree.md',
    entryPoint: '@material-react/cdk/tree',
  },
];

test.describe("an item's header", () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const expected of CASES) {
    test(`${expected.path} shows the import line, its links and its bundle size`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.goto(expected.path);
      await waitForApp(page);
      const header = page.locator('.docs-page-header');
      await expect(header.locator('code')).toHaveText(expected.importLine);

      const copy = header.getByRole('button', {name: 'Copy import line'});
      await copy.click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(expected.importLine);
      await expect(page.locator('[aria-live="polite"]')).toHaveText('Copied the import line.');
      await expect(copy).toHaveAttribute('data-state', 'copied');

      const repository = await repositoryUrl(page);
      await expect(header.getByRole('link', {name: 'Source', exact: true})).toHaveAttribute(
        'href',
        `${repository}/tree/main/${expected.folder}`,
      );
      await expect(header.getByRole('link', {name: 'Overview source'})).toHaveAttribute(
        'href',
        `${repository}/blob/main/${expected.overview}`,
      );
      // The pattern link has one home, the overview's keyboard table: the header shows the same.
      const pattern = header.getByRole('link', {name: /^ARIA pattern: /});
      const patternHref = await pattern.getAttribute('href');
      expect(patternHref).toMatch(/^https:\/\/www\.w3\.org\/WAI\/ARIA\/apg\/patterns\//);
      const twin = await (
        await request.get(expected.path.replace(/\/\w+$/, '/overview.md'))
      ).text();
      expect(twin).toContain(`(${patternHref})`);

      const size = header.getByRole('link', {name: /^Adds /});
      await expect(size).toHaveText(SIZE_SENTENCE);
      await expect(size).toHaveAttribute('href', '/guide/bundle-size');
      const jsFigure = /^Adds (\d+\.\d kB) JS/.exec((await size.textContent())!)![1]!;

      expect(await axeViolations(page, '.docs-page-header')).toEqual([]);
      expect(consoleErrors).toEqual([]);

      // The link's target lists the same entry point with the same figure.
      await size.click();
      await expect(page).toHaveURL('/guide/bundle-size');
      await expect(page.getByRole('heading', {name: 'What each entry point adds'})).toBeVisible();
      const unscoped = expected.entryPoint.replace('@material-react/', '');
      const row = page.getByRole('row').filter({
        has: page.getByRole('cell', {name: new RegExp(`^${unscoped} \\(`)}),
      });
      await expect(row.getByRole('cell').nth(1)).toHaveText(jsFigure);
    });
  }

  test('its Markdown twins carry the import line and the size', async ({request}) => {
    for (const tab of ['overview', 'api']) {
      const twin = await (await request.get(`/components/button/${tab}.md`)).text();
      expect(twin).toContain("```ts\nimport {Button} from '@material-react/material/button';\n```");
      expect(twin).toMatch(/- Bundle size: Adds \d+\.\d kB JS \+ \d+\.\d kB CSS, gzip, to an app/);
      expect(twin).toContain('/guide/bundle-size.md');
    }
    const guide = await (await request.get('/guide/bundle-size.md')).text();
    expect(guide).toMatch(/\| `material\/button` \(Button\) \| \d+\.\d\u00a0kB \|/);
  });
});

test.describe("an item's header without JavaScript", () => {
  test.use({javaScriptEnabled: false});

  test('is in the prerendered page', async ({page}) => {
    await page.goto('/cdk/overlay/api');
    const header = page.locator('.docs-page-header');
    await expect(header.locator('code')).toHaveText(
      "import {Overlay} from '@material-react/cdk/overlay';",
    );
    await expect(header.getByRole('link', {name: /^Adds /})).toHaveText(SIZE_SENTENCE);
    await expect(header.getByRole('button', {name: 'Copy import line'})).toBeVisible();
  });

  test('says what the test run proves, from the fixture apps and the API', async ({page}) => {
    await page.goto('/components/select/overview');
    const header = page.locator('.docs-page-header');
    await expect(
      header.getByRole('link', {
        name: 'Server rendering: renders on the server in Next.js and React Router',
      }),
    ).toHaveAttribute('href', '/guide/nextjs');
    await expect(
      header.getByRole('link', {name: 'Forms: posts name, validates and resets'}),
    ).toHaveAttribute('href', '/guide/forms');
    // The tree is in no fixture app and takes no name.
    await page.goto('/components/tree/overview');
    await expect(
      page.locator('.docs-page-header').getByRole('link', {name: /^Adds /}),
    ).toBeVisible();
    await expect(
      page.locator('.docs-page-header').getByRole('link', {name: /^(Server rendering|Forms):/}),
    ).toHaveCount(0);
  });
});
