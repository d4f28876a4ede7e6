import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {prerenderPaths} from '../app/docs/site-pages';
import {expect, test, waitForApp} from './fixtures';

const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));

/** The `<h1>` text of a prerendered page, as the visitor reads it. */
function pageHeading(path: string): string {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const html = readFileSync(clientDir + file, 'utf8');
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return heading
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

const twinOf = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);

test.describe('Markdown twins', () => {
  test("every page of the sitemap has a twin, served as Markdown, with the page's title", async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] || '/',
    );
    expect(paths.sort()).toEqual([...prerenderPaths()].sort());
    for (const path of paths) {
      const response = await request.get(twinOf(path));
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown.split('\n')[0], path).toBe(`# ${pageHeading(path)}`);
      // Content only: nothing of the page's chrome or of the prerendered HTML.
      expect(markdown, path).not.toMatch(
        /<script|class="docs-|data-hydrating|Loading the example…|Select a version \(current/,
      );
    }
  });

  test('an overview holds its examples’ files, and links lead to other twins', async ({
    request,
  }) => {
    const markdown = await (await request.get('/components/button/overview.md')).text();
    expect(markdown).toContain('### Example: Button variants');
    expect(markdown).toContain(
      "```tsx\nimport {Button, type ButtonVariant} from '@material-react/material/button';",
    );
    expect(markdown).toMatch(/\[API\]\(https?:\/\/[^)]+\/components\/button\/api\.md\)/);
    const api = await (await request.get('/components/button/api.md')).text();
    expect(api).toContain('| Name | Type | Default | Description |');
    expect(api).toMatch(/\| `disabled` \| `boolean` \| `false` \|/);
  });

  test('a stack guide shows the fixture apps’ files as they are, in its twin and on its page', async ({
    request,
  }) => {
    const viteConfig = readFileSync(
      fileURLToPath(new URL('../../fixtures/react-router/vite.config.ts', import.meta.url)),
      'utf8',
    ).trimEnd();
    const markdown = await (await request.get('/guide/react-router.md')).text();
    expect(markdown).toContain(`\`vite.config.ts\`:\n\n\`\`\`ts\n${viteConfig}\n\`\`\``);
    const html = readFileSync(clientDir + 'guide/react-router/index.html', 'utf8');
    expect(html.replace(/<[^>]+>/g, '')).toContain('ssr: {noExternal:');
  });

  test('a page asked for as Markdown is its twin; a browser gets the page', async ({request}) => {
    const markdown = await request.get('/guide/theming', {headers: {Accept: 'text/markdown'}});
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers().vary).toMatch(/\bAccept\b/);
    expect((await markdown.text()).startsWith('# Theming the library\n')).toBe(true);

    const html = await request.get('/guide/theming', {
      headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'},
    });
    expect(html.headers()['content-type']).toContain('text/html');
    expect(html.headers().vary).toMatch(/\bAccept\b/);

    // An unknown page stays unknown, as Markdown too.
    expect((await request.get('/components/no-such-item/overview.md')).status()).toBe(404);
    const unknown = await request.get('/no/such/page', {headers: {Accept: 'text/markdown'}});
    expect(unknown.status()).toBe(404);
  });

  test('llms.txt lists every twin; llms-full.txt holds every overview and guide', async ({
    request,
  }) => {
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await llms.text();
    expect(text.startsWith('# Material for React\n\n> ')).toBe(true);
    for (const path of prerenderPaths()) {
      expect(text, path).toMatch(
        new RegExp(`\\]\\(https?://[^)]+${twinOf(path).replace(/\./g, '\\.')}\\)`),
      );
    }
    const full = await (await request.get('/llms-full.txt')).text();
    for (const title of ['# Getting started', '# Button', '# Overlay']) {
      expect(full).toContain(`\n${title}\n`);
    }
    for (const section of ['components', 'cdk']) {
      const response = await request.get(`/${section}/llms-full.txt`);
      expect(response.status(), section).toBe(200);
    }
  });
});

test.describe('page actions', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('Copy page puts the twin on the clipboard and says so; View as Markdown opens it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/components/tooltip/api');
    await waitForApp(page);
    const twin = await (await request.get('/components/tooltip/api.md')).text();
    const copy = page.getByRole('button', {name: /^Copy page/});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.locator('[aria-live="polite"]')).toHaveText('Copied the page as Markdown.');
    await expect(copy).toBeFocused();

    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/components/tooltip/api.md');
    // After a client navigation, the actions follow the page on screen.
    await page.getByRole('link', {name: 'Examples', exact: true}).click();
    await expect(view).toHaveAttribute('href', '/components/tooltip/examples.md');
    expect(consoleErrors).toEqual([]);
    await view.click();
    await expect(page).toHaveURL('/components/tooltip/examples.md');
    expect(await page.evaluate(() => document.contentType)).toBe('text/markdown');
  });

  test('a twin that cannot be fetched leaves the page working and says so', async ({page}) => {
    await page.goto('/guide/testing');
    await waitForApp(page);
    await page.route('**/guide/testing.md', (route) => route.fulfill({status: 503, body: 'down'}));
    await page.getByRole('button', {name: /^Copy page/}).click();
    await expect(page.locator('[aria-live="assertive"]')).toHaveText(
      'The page could not be copied. View as Markdown opens it instead.',
    );
    await expect(page.getByRole('button', {name: /^Copy page/})).toHaveAttribute(
      'data-state',
      'failed',
    );
  });
});
