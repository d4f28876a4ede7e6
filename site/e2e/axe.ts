import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
export const THEMES = ['deeppurple-amber', 'indigo-pink', 'pink-bluegrey', 'purple-green'];

type AxeWindow = {
  axe: {
    configure(spec: unknown): void;
    run(context?: unknown): Promise<{violations: unknown[]}>;
  };
};

/**
 * Runs axe on the whole page. Overlays (menus, tooltips) render into the overlay container at the
 * end of <body>, outside the landmarks, as overlays must; the region rule counts their panes as
 * regions of their own. `include` limits the check to the elements a selector matches.
 */
export async function axeViolations(page: Page, include?: string) {
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the
  // site's Content-Security-Policy, as it should be.
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const {axe} = window as unknown as AxeWindow;
    axe.configure({
      checks: [{id: 'region', options: {regionMatcher: '.cdk-overlay-pane, [role=dialog]'}}],
    });
    return (await axe.run(selector ? {include: [selector]} : document)).violations;
  }, include);
}
