import {clientNavigate, expect, pageViews, test, waitForApp} from './fixtures';

test.describe('analytics', () => {
  test('creates both trackers and loads nothing from the network without ids', async ({page}) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url());
    });
    await page.goto('/');
    await waitForApp(page);
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    const [view] = await pageViews(page);
    expect(view).toMatchObject({page_path: '/', send_to: ['docs', 'library']});
    expect(thirdParty).toEqual([]);
  });

  test('reports a page view only when the URL changes', async ({page}) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL('/guides');
    await page.getByRole('link', {name: 'Guides', exact: true}).click();
    await clientNavigate(page, '/guides');
    await clientNavigate(page, '/guides#main-content');
    await page
      .getByRole('link', {name: /Material/})
      .first()
      .click();
    await expect(page).toHaveURL('/');
    await clientNavigate(page, '/?theme=indigo-pink');
    await expect
      .poll(async () => (await pageViews(page)).map((view) => view.page_path))
      .toEqual(['/', '/guides', '/', '/?theme=indigo-pink']);
  });
});
