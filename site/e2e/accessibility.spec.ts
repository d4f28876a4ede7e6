import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';
import {expect, test, waitForApp} from './fixtures';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const THEMES = ['deeppurple-amber', 'indigo-pink', 'pink-bluegrey', 'purple-green'];

type AxeWindow = {
  axe: {configure(spec: unknown): void; run(): Promise<{violations: unknown[]}>};
};

/**
 * Runs axe on the whole page. Overlays (menus, tooltips) render into the overlay container at the
 * end of <body>, outside the landmarks, as overlays must; the region rule counts their panes as
 * regions of their own.
 */
async function axeViolations(page: Page) {
  await page.addScriptTag({content: axeSource});
  return page.evaluate(async () => {
    const {axe} = window as unknown as AxeWindow;
    axe.configure({
      checks: [{id: 'region', options: {regionMatcher: '.cdk-overlay-pane, [role=dialog]'}}],
    });
    return (await axe.run()).violations;
  });
}

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
