import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, test, waitForApp} from './fixtures';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const THEMES = ['deeppurple-amber', 'indigo-pink', 'pink-bluegrey', 'purple-green'];

test.describe('accessibility', () => {
  for (const theme of THEMES) {
    for (const width of [1280, 400]) {
      test(`the homepage has no axe violations in ${theme} at ${width}px`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await page.goto(`/?theme=${theme}`);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.addScriptTag({content: axeSource});
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as {axe: {run(): Promise<{violations: unknown[]}>}}).axe;
          return (await axe.run()).violations;
        });
        expect(violations).toEqual([]);
      });
    }
  }

  // Menus render into the overlay container at the end of <body>, outside the landmarks (as
  // overlays must); axe's region rule is told that overlay panes are regions of their own.
  test('the theme menu has no axe violations while open', async ({page}) => {
    await page.goto('/guides');
    await waitForApp(page);
    await page.getByRole('button', {name: 'Select a theme'}).click();
    await expect(page.getByRole('menu', {name: 'Themes'})).toBeVisible();
    await page.addScriptTag({content: axeSource});
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {configure(spec: unknown): void; run(): Promise<{violations: unknown[]}>};
        }
      ).axe;
      axe.configure({
        checks: [{id: 'region', options: {regionMatcher: '.cdk-overlay-pane, [role=dialog]'}}],
      });
      return (await axe.run()).violations;
    });
    expect(violations).toEqual([]);
  });
});
