import type {Locator, Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, openExample, test} from './fixtures';

const PAGE = '/components/button/examples';
const ID = 'button-overview';
const TSX = 'button-overview-example.tsx';
const CSS = 'button-overview-example.css';

/** A small example of the visitor's own, on the page's React and library (lines count from 1). */
const COUNTER = `import {Button} from '@material-react/material/button';
import {useState} from 'react';
import './button-overview-example.css';

export function ButtonOverviewExample() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <p className="counter-label">Edited by a visitor</p>
      <Button variant="filled" onClick={() => setCount(count + 1)}>
        {\`Clicked \${count} times\`}
      </Button>
    </div>
  );
}
`;

/** Opens the example's editor and returns the example's section. */
async function openEditor(page: Page, path = PAGE, id = ID) {
  const body = await openExample(page, path, id);
  const section = page.locator(`section[id="${id}"]`);
  await section.getByRole('button', {name: /^Edit example: /}).click();
  await expect(section.getByRole('textbox', {name: TSX})).toBeVisible();
  return {section, body};
}

/** Replaces the whole text of an editor, as typing it would. */
async function replaceCode(editor: Locator, code: string) {
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(code);
}

test.describe('live editing', () => {
  test('a page that is only read loads no editor, compiler or zip code; Edit loads the editor', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openExample(page, PAGE, ID);
    await page.mouse.wheel(0, 3000);
    const editingCode = /\/(live-editor|edited-example|download-project|fflate|zip)[-.]/;
    expect(scripts.filter((url) => editingCode.test(url))).toEqual([]);

    await page
      .locator(`section[id="${ID}"]`)
      .getByRole('button', {name: /^Edit example: /})
      .click();
    await expect(page.getByRole('textbox', {name: TSX})).toBeVisible();
    expect(scripts.some((url) => /\/live-editor-/.test(url))).toBe(true);
  });

  test('an edit re-runs the example with the real library, and Reset brings the original back', async ({
    page,
  }) => {
    const {section, body} = await openEditor(page);
    await expect(body.getByRole('button', {name: 'Basic'}).first()).toBeVisible();
    await expect(section.getByRole('button', {name: 'Reset'})).toBeDisabled();

    await replaceCode(section.getByRole('textbox', {name: TSX}), COUNTER);
    const counter = body.getByRole('button', {name: 'Clicked 0 times'});
    await expect(counter).toBeVisible();
    await counter.click();
    await expect(body.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();
    await expect(section.getByText('Edited', {exact: true})).toBeVisible();

    await section.getByRole('button', {name: 'Reset'}).click();
    await expect(body.getByRole('button', {name: 'Basic'}).first()).toBeVisible();
    await expect(body.getByText('Edited by a visitor')).toHaveCount(0);
    await expect(section.getByText('Edited', {exact: true})).toHaveCount(0);
    await expect(section.getByRole('textbox', {name: TSX})).toContainText('VARIANTS');
  });

  test('a syntax error shows where it is inside the example, the page keeps working, and a fix brings it back', async ({
    page,
  }) => {
    const {section, body} = await openEditor(page);
    const editor = section.getByRole('textbox', {name: TSX});
    await replaceCode(editor, COUNTER.replace('useState(0);', 'useState(0;'));
    const alert = body.getByRole('alert');
    await expect(alert).toContainText('could not be compiled');
    await expect(alert).toContainText(`${TSX}, line 6`);

    // The rest of the page still works: another example responds, the navigation works.
    const other = page.locator('section[id="button-loading"] .docs-example-body');
    await expect(other).toBeVisible();
    await expect(page.getByRole('link', {name: 'Overview', exact: true})).toBeEnabled();

    await replaceCode(editor, COUNTER);
    await expect(body.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();
    await expect(body.getByRole('alert')).toHaveCount(0);
  });

  test('an error while rendering and one in an event handler each show a message, and a fix brings it back', async ({
    page,
  }) => {
    const {section, body} = await openEditor(page);
    const editor = section.getByRole('textbox', {name: TSX});

    await replaceCode(
      editor,
      COUNTER.replace(
        '  const [count',
        "  if (true) throw new Error('Render failed');\n  const [count",
      ),
    );
    await expect(body.getByRole('alert')).toContainText('Render failed');
    await expect(body.getByRole('alert')).toContainText(`${TSX}, line 6`);

    await replaceCode(
      editor,
      COUNTER.replace(
        'onClick={() => setCount(count + 1)}',
        "onClick={() => {\n        throw new Error('Click failed');\n      }}",
      ),
    );
    await body.getByRole('button', {name: 'Clicked 0 times'}).click();
    await expect(body.getByRole('alert')).toContainText('Click failed');
    await expect(body.getByRole('alert')).toContainText(`${TSX}, line 11`);

    await replaceCode(editor, COUNTER);
    await body.getByRole('button', {name: 'Clicked 0 times'}).click();
    await expect(body.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();
  });

  test('an import that is not allowed is named in the message', async ({page}) => {
    const {section, body} = await openEditor(page);
    await replaceCode(
      section.getByRole('textbox', {name: TSX}),
      `import confetti from 'canvas-confetti';\n${COUNTER.replace('useState(0)', 'useState(confetti ? 0 : 1)')}`,
    );
    await expect(body.getByRole('alert')).toContainText('cannot import "canvas-confetti"');
    await expect(body.getByRole('alert')).toContainText(`${TSX}, line 1`);
  });

  test('edited CSS applies to its example only', async ({page}) => {
    const {section, body} = await openEditor(page);
    await replaceCode(section.getByRole('textbox', {name: TSX}), COUNTER);
    await section.getByRole('tab', {name: CSS}).click();
    await replaceCode(section.getByRole('textbox', {name: CSS}), 'p { color: rgb(200, 0, 0); }\n');
    const color = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).color);
    await expect.poll(() => color(body.getByText('Edited by a visitor'))).toBe('rgb(200, 0, 0)');
    const outside = page.locator('#main-content p').first();
    expect(await color(outside)).not.toBe('rgb(200, 0, 0)');
  });

  test('edits survive a reload, marked as edited, and a link carries them to a fresh browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    const {section} = await openEditor(page);
    await replaceCode(section.getByRole('textbox', {name: TSX}), COUNTER);
    await expect(section.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();

    await page.reload();
    const reloaded = page.locator(`section[id="${ID}"]`);
    await expect(reloaded.getByText('Edited', {exact: true})).toBeVisible();
    await expect(reloaded.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();

    await reloaded.getByRole('button', {name: /^Edit example: /}).click();
    await reloaded.getByRole('button', {name: 'Copy link with edits'}).click();
    await expect(reloaded.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`${PAGE}#${ID}\\?code=[\\w-]+$`));

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      const shared = other.locator(`section[id="${ID}"]`);
      await expect(shared.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();
      // The link opens the editor on the code it carries, and the example is in view.
      await expect(shared.getByRole('textbox', {name: TSX})).toContainText('Edited by a visitor');
      await expect(shared).toBeInViewport();
      // Not stored until the visitor edits it: the fresh browser keeps no edits of its own.
      expect(
        await other.evaluate((id) => localStorage.getItem(`docs-example-edits:${id}`), ID),
      ).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  test('a link that would be too long is refused plainly', async ({page}) => {
    const {section} = await openEditor(page);
    const editor = section.getByRole('textbox', {name: TSX});
    await editor.click();
    await editor.press('ControlOrMeta+End');
    // Text that does not compress: far more than a link holds.
    let seed = 42;
    const noise = Array.from({length: 40_000}, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return String.fromCharCode(97 + (Math.floor(seed / 65_536) % 26));
    }).join('');
    await page.keyboard.insertText(`\n// ${noise}\n`);
    await section.getByRole('button', {name: 'Copy link with edits'}).click();
    await expect(section.getByRole('status')).toContainText('too large to share as a link');
  });

  test('storage that throws is survived: edits still run for the life of the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Blocked', 'SecurityError');
        },
      });
    });
    const {section, body} = await openEditor(page);
    await replaceCode(section.getByRole('textbox', {name: TSX}), COUNTER);
    await expect(body.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();
  });

  test('the editor is left by keyboard and Close gives focus back to Edit', async ({page}) => {
    const {section} = await openEditor(page);
    const editor = section.getByRole('textbox', {name: TSX});
    await editor.click();
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();

    await section.getByRole('button', {name: 'Close editor'}).click();
    await expect(editor).toHaveCount(0);
    await expect(section.getByRole('button', {name: /^Edit example: /})).toBeFocused();
  });

  test('the editor sits beside the running example on a wide screen and above it on a narrow one', async ({
    page,
  }) => {
    for (const [width, beside] of [
      [1920, true],
      [400, false],
    ] as const) {
      await page.setViewportSize({width, height: 1000});
      const {section, body} = await openEditor(page);
      const editorBox = (await section.locator('.docs-example-editor').boundingBox())!;
      const bodyBox = (await body.boundingBox())!;
      if (beside) {
        expect(editorBox.x + editorBox.width).toBeLessThanOrEqual(bodyBox.x + 1);
        expect(Math.abs(editorBox.y - bodyBox.y)).toBeLessThan(2);
      } else {
        expect(editorBox.y + editorBox.height).toBeLessThanOrEqual(bodyBox.y + 1);
      }
      // Nothing is wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  });

  for (const [theme, width] of [
    ['indigo-pink', 1280],
    ['purple-green', 400],
  ] as const) {
    test(`axe finds nothing on the open editor (${theme}, ${width}px)`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.addInitScript((name) => {
        localStorage.setItem('docs-theme-storage-current-name', name);
      }, theme);
      const {section, body} = await openEditor(page);
      await replaceCode(
        section.getByRole('textbox', {name: TSX}),
        COUNTER.replace('useState(0);', 'useState(0;'),
      );
      await expect(body.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page, `section[id="${ID}"]`)).toEqual([]);
    });
  }
});
