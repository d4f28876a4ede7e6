import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {
  buildApp,
  FIXTURE_APPS,
  installApp,
  startApp,
  type FixtureApp,
} from '../../fixtures/fixture-apps.mjs';
import {expect, test} from './fixtures';

/**
 * The library in the stacks teams build with: a Next.js App Router app whose page is a Server
 * Component, and a React Router app in framework mode with server rendering, each installed from
 * the packed tarballs (fixtures/fixture-apps.mjs). Each is built once (`npm test` builds them
 * beside the unit tests; here only what is out of date is built) and driven as a visitor would.
 */

/** What the server's HTML must hold: a piece of each component's markup. */
const SERVER_MARKUP: Record<string, string> = {
  card: 'class="mat-card"',
  checkbox: 'type="checkbox"',
  select: 'role="combobox"',
  'select value': 'Economy',
  slider: 'type="range"',
  datepicker: 'Departure',
  tabs: 'role="tablist"',
  'tab panel': 'Monday morning',
  'dialog trigger': 'Cancel trip',
  menu: 'aria-haspopup="menu"',
  divider: 'role="separator"',
  'client island': '>Save</button>',
};

/** The primary colour of the prebuilt theme both apps use, from its stylesheet. */
const PRIMARY = /--mat-sys-primary:\s*([^;]+);/.exec(
  readFileSync(
    new URL('../../packages/material/src/theming/prebuilt/purple-green.css', import.meta.url),
    'utf8',
  ),
)![1]!;

/** The primary colour of the theme made with the theme builder (the brand pages' theme). */
const BRAND_PRIMARY = /--mat-sys-primary:\s*([^;]+);/.exec(
  readFileSync(new URL('../../fixtures/shared/brand-theme.css', import.meta.url), 'utf8'),
)![1]!;

const basePort = (Number(process.env.E2E_PORT) || 4300) + 20;

/** A colour as the browser computes it (`rgb(…)`, `oklch(…)`), from any CSS colour. */
async function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}

/** Loads the app's page and waits until its client island has hydrated. */
async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
}

FIXTURE_APPS.forEach((app: FixtureApp, index) => {
  test.describe(`${app.name} app`, () => {
    test.describe.configure({mode: 'serial'});
    let server: {url: string; stop(): void};

    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    test.beforeAll(async ({}, testInfo) => {
      // A first install and build on a slow host; nothing to do when `npm test` did them.
      testInfo.setTimeout(600_000);
      await installApp(app);
      await buildApp(app);
      server = await startApp(app, basePort + index);
    });
    test.afterAll(() => server?.stop());

    // A single-page app's server sends an empty document: there is no server markup to check.
    if (app.serverRendered) {
      test('renders on the server: the components are in its HTML', async ({request}) => {
        const html = await (await request.get(server.url)).text();
        const missing = Object.entries(SERVER_MARKUP).filter(
          ([, markup]) => !html.includes(markup),
        );
        expect(missing.map(([name]) => name)).toEqual([]);
      });
    }

    test('hydrates with nothing in the console, in the prebuilt theme', async ({page}) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await openHydrated(page, server.url);
      // Whatever hydration reports, it has reported by the frame after the island's effect.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(messages).toEqual([]);
      expect(pageErrors).toEqual([]);
      const button = page.getByRole('button', {name: 'Save'});
      await expect(button).toHaveCSS('background-color', await computedColour(page, PRIMARY));
    });

    test('the theme builder download themes the brand page, and only that page', async ({page}) => {
      await page.goto(new URL(app.brandPath, server.url).href);
      const button = page.getByRole('button', {name: 'Book now'});
      await expect(button).toHaveCSS('background-color', await computedColour(page, BRAND_PRIMARY));
      expect(BRAND_PRIMARY).not.toBe(PRIMARY);
    });

    test('the dialog, the select and the datepicker work by keyboard', async ({page}) => {
      await openHydrated(page, server.url);

      const trigger = page.getByRole('button', {name: 'Cancel trip'});
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Cancel the trip?'});
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', {name: 'Keep it'})).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      const select = page.getByRole('combobox', {name: 'Class'});
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(select).toHaveText(/Business/);

      const departure = page.getByRole('textbox', {name: 'Departure'});
      await expect(departure).toHaveValue('');
      await page.getByRole('button', {name: 'Open calendar'}).focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', {name: 'Departure'});
      await expect(calendar).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(departure).not.toHaveValue('');
    });

    test('the client island opens the select and the dialog it controls', async ({page}) => {
      await openHydrated(page, server.url);
      await page.getByRole('button', {name: 'Choose a meal'}).click();
      await page.getByRole('option', {name: 'Vegetarian'}).click();
      await expect(page.getByRole('combobox', {name: 'Meal'})).toHaveText(/Vegetarian/);
      await page.getByRole('button', {name: 'Review'}).click();
      const review = page.getByRole('dialog', {name: 'Review the trip'});
      await expect(review).toContainText('Meal: vegetarian');
      await review.getByRole('button', {name: 'Done'}).click();
      await expect(review).toBeHidden();
      await page.getByRole('button', {name: 'Save'}).click();
      await expect(page.getByText('Trip saved')).toBeVisible();
    });
  });
});

test.describe('Tailwind CSS in the Vite app', () => {
  // The Vite app's page puts Tailwind's layers around the library's (fixtures/vite-tailwind/app/
  // app.css): its base styles below the components', its utilities above them.
  const app = FIXTURE_APPS.find((candidate) => candidate.name === 'Vite with Tailwind CSS')!;
  let server: {url: string; stop(): void};

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(600_000);
    await installApp(app);
    await buildApp(app);
    server = await startApp(app, basePort + FIXTURE_APPS.length);
  });
  test.afterAll(() => server?.stop());

  test('a utility class and a token set by a utility restyle a button, without !important', async ({
    page,
  }) => {
    await openHydrated(page, server.url);
    const tailwind = page.getByRole('region', {name: 'Tailwind'});
    // Tailwind's base styles (which zero every button's padding and background) do not reach
    // the library's button: it keeps the library's padding and the theme's primary colour.
    const plain = tailwind.getByRole('button', {name: 'Library padding'});
    await expect(plain).toHaveCSS('padding-left', '24px');
    await expect(plain).toHaveCSS('background-color', await computedColour(page, PRIMARY));
    // `px-10` (2.5rem) wins over the library's padding.
    const padded = tailwind.getByRole('button', {name: 'Utility padding'});
    await expect(padded).toHaveCSS('padding-left', '40px');
    await expect(padded).toHaveCSS('padding-right', '40px');
    // A utility that sets the button's container colour token to a colour of Tailwind's palette.
    const emerald = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-emerald-300').trim(),
    );
    expect(emerald).not.toBe('');
    const coloured = tailwind.getByRole('button', {name: 'Token colour'});
    await expect(coloured).toHaveCSS('background-color', await computedColour(page, emerald));
    await expect(coloured).toHaveCSS('padding-left', '24px');
    // Nothing but Tailwind's own base styles (its `[hidden]` rule) says `!important`: not the
    // utilities, not the library.
    const important = await page.evaluate(() => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList, layer: string) => {
        for (const rule of rules) {
          const inner = rule instanceof CSSLayerBlockRule ? `${layer}.${rule.name}` : layer;
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, inner);
          else if (rule.cssText.includes('!important') && inner !== '.base')
            found.push(rule.cssText);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules, '');
      return found;
    });
    expect(important).toEqual([]);
  });
});
