import {axeViolations, THEMES} from './axe';
import {expect, test, waitForApp} from './fixtures';

test.describe('accessibility', () => {
  for (const theme of THEMES) {
    for (const width of [1280, 400]) {
      test(`the homepage has no axe violations in ${theme} at ${width}px`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await page.goto(`/?theme=${theme}`);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test('the theme menu has no axe violations while open', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await expect(page.getByRole('menu', {name: 'Themes'})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
