import {clientNavigate, expect, pageViews, test, waitForApp} from './fixtures';

test.describe('route table', () => {
  test('the homepage is prerendered and hydrates', async ({page, request, consoleErrors}) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Material for React</h1>');
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
    await expect(page).toHaveTitle('Material for React');
    expect(consoleErrors).toEqual([]);
  });

  test('"Get started" opens the getting started guide', async ({page}) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL('/guide/getting-started');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
  });

  test('/categories redirects to the component list', async ({page}) => {
    const response = await page.goto('/categories');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/components/categories');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Components');
  });

  test('/guides lists the guides', async ({page, request}) => {
    expect((await request.get('/guides')).status()).toBe(200);
    await page.goto('/guides');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Guides');
    await expect(page.getByRole('link', {name: /Getting started/})).toHaveAttribute(
      'href',
      '/guide/getting-started',
    );
  });

  test('/guide/cdk-table redirects to the cdk table overview', async ({page}) => {
    await page.goto('/guide/cdk-table');
    await expect(page).toHaveURL('/cdk/table/overview');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Table');
  });

  test('/guide/:id shows a guide, and an unknown id goes to the guide list', async ({page}) => {
    await page.goto('/guide/theming');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Theming the library');
    await expect(page).toHaveTitle('Theming the library | Material');
    await page.goto('/guide/no-such-guide');
    await expect(page).toHaveURL('/guides');
  });

  test('section keys match whatever their case', async ({page}) => {
    await page.goto('/COMPONENTS/categories');
    await expect(page).toHaveURL('/COMPONENTS/categories');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Components');
    await page.goto('/Cdk/overlay/api');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Overlay');
  });

  test('an unknown section goes to / on a direct visit', async ({page}) => {
    const response = await page.goto('/widgets/button/overview');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
  });

  test('a client navigation to an unknown section is blocked and lands on /', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await clientNavigate(page, '/widgets/categories');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Material for React');
    const paths = (await pageViews(page)).map((view) => view.page_path);
    expect(paths).not.toContain('/widgets/categories');
  });

  test('anything else redirects to /', async ({page}) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/');
  });

  test('inside a section: list, item redirects, tabs and unknown ids', async ({page}) => {
    await page.goto('/components');
    await expect(page).toHaveURL('/components/categories');
    await page.goto('/components/button');
    await expect(page).toHaveURL('/components/button/overview');
    await page.goto('/components/button/not-a-tab');
    await expect(page).toHaveURL('/components/button/overview');
    await page.goto('/components/no-such-item/overview');
    await expect(page).toHaveURL('/components/categories');
    await page.goto('/cdk/no-such-item');
    await expect(page).toHaveURL('/cdk/categories');
    for (const tab of ['overview', 'api', 'styling', 'examples']) {
      await page.goto(`/components/menu/${tab}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Menu');
      await expect(
        page.getByRole('navigation', {name: 'Menu documentation'}).getByRole('link', {
          name: tab === 'api' ? 'API' : tab.replace(/^./, (c) => c.toUpperCase()),
        }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
});

/** Every redirect of the route table, with where it lands. */
const REDIRECTS: ReadonlyArray<[from: string, to: string]> = [
  ['/categories', '/components/categories'],
  ['/guide/cdk-table', '/cdk/table/overview'],
  ['/guide/no-such-guide', '/guides'],
  ['/Guides', '/'],
  ['/components', '/components/categories'],
  ['/components/button', '/components/button/overview'],
  ['/components/no-such-item', '/components/categories'],
  ['/components/no-such-item/api', '/components/categories'],
  ['/components/button/no-such-tab', '/components/button/overview'],
  // A CDK module has no component tokens, so no Styling tab: the path is an unknown tab.
  ['/cdk/overlay/styling', '/cdk/overlay/overview'],
  ['/no-such-section/x', '/'],
];

test.describe('redirects leave no history entry behind', () => {
  const start = '/cdk/categories';
  for (const [from, to] of REDIRECTS) {
    test(`a direct visit to ${from}: Back returns to the page before`, async ({page}) => {
      await page.goto(start);
      await waitForApp(page);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await waitForApp(page);
      await page.goBack();
      await expect(page).toHaveURL(start);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('CDK');
    });

    test(`a client navigation to ${from}: Back returns to the page before`, async ({page}) => {
      await page.goto(start);
      await waitForApp(page);
      await clientNavigate(page, from);
      await expect(page).toHaveURL(to);
      await page.goBack();
      await expect(page).toHaveURL(start);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('CDK');
    });
  }
});

test.describe('static server', () => {
  test('serves prerendered pages with no-cache and compression', async ({request}) => {
    const response = await request.get('/components/button/api', {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(await response.text()).toContain('Button</h1>');
  });

  test('caches hashed assets for a year and serves them with their types', async ({request}) => {
    const html = await (await request.get('/')).text();
    // The page's start script names its modules by their hashed paths.
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(assetPath).toBeTruthy();
    const response = await request.get(assetPath!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toContain('javascript');
  });

  test('serves theme stylesheets and the versions file', async ({request}) => {
    for (const name of ['deeppurple-amber', 'pink-bluegrey', 'purple-green']) {
      const response = await request.get(`/assets/${name}.css`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/css');
      expect(await response.text()).toContain('--mat-sys-primary');
    }
    const versions = await request.get('/assets/versions.json');
    expect(versions.headers()['content-type']).toContain('application/json');
    expect(Array.isArray(await versions.json())).toBe(true);
  });

  test('answers unknown paths with 404 and the client fallback page', async ({request}) => {
    const response = await request.get('/no/such/file');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('window.__reactRouterContext');
    expect((await request.get('/__spa-fallback.html')).status()).toBe(404);
  });
});
