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
    run(context?: unknown, options?: unknown): Promise<{violations: unknown[]}>;
  };
};

/**
 * The rules whose outcome depends on the theme: the themes set colours and nothing else, so a
 * page that passes every rule in one theme can fail only these in another.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the whole page. Overlays (menus, tooltips) render into the overlay container at the
 * end of <body>, outside the landmarks, as overlays must; the region rule counts their panes as
 * regions of their own. `include` limits the check to the elements a selector matches.
 */
export function axeViolations(page: Page, include?: string) {
  return runAxe(page, include);
}

/**
 * Runs only the rules a change of theme can affect (see {@link COLOUR_RULES}): for a page already
 * checked with every rule in another theme.
 */
export function axeColourViolations(page: Page) {
  return runAxe(page, undefined, COLOUR_RULES);
}

async function runAxe(page: Page, include?: string, onlyRules?: readonly string[]) {
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the
  // site's Content-Security-Policy, as it should be. Once per document: compiling axe takes
  // most of a second on a slow host.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({selector, rules}) => {
      const {axe} = window as unknown as AxeWindow;
      axe.configure({
        checks: [{id: 'region', options: {regionMatcher: '.cdk-overlay-pane, [role=dialog]'}}],
      });
      const context = selector ? {include: [selector]} : document;
      const options = {resultTypes: ['violations'], ...(rules ? {runOnly: rules} : {})};
      return (await axe.run(context, options)).violations;
    },
    {selector: include, rules: onlyRules},
  );
}
