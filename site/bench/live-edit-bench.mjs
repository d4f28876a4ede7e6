// `npm run bench:edit`: how big live editing is and how soon an edit shows. It prints the gzip
// size of the editor and runner chunks (neither is in a page's first JavaScript), the time from
// pressing Edit to the editor ready, and the time from the last keystroke of an edit to the
// example showing it (the debounce included), on the built site. Builds the site first when there
// is no build. Never part of `npm test`: the figures depend on the machine and its load.
import {
  builtChunk,
  startBuiltSite,
  ensureBuild,
  median,
  writeRawFigures,
} from './bench-support.mjs';

const RUNS = 12;

const ms = (value) => `${value.toFixed(0)} ms`;

const code = (label) => `import {Button} from '@material-react/material/button';

export function ButtonOverviewExample() {
  return <Button variant="filled">${label}</Button>;
}
`;

async function main() {
  const manifest = ensureBuild();
  const editor = builtChunk(manifest, 'app/docs/live-edit/live-editor.tsx');
  const runner = builtChunk(manifest, 'app/docs/live-edit/edited-example.tsx');

  const {origin, browser, stop} = await startBuiltSite();
  const openTimes = [];
  const firstRun = [];
  const edits = [];
  try {
    for (let visit = 0; visit < 3; visit++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/components/button/examples`);
      await page.waitForSelector('[id="button-overview"] .docs-example-body[data-ready]');
      const section = page.locator('section[id="button-overview"]');
      const start = Date.now();
      await section.getByRole('button', {name: /^Edit example: /}).click();
      const editor = section.getByRole('textbox', {name: 'button-overview-example.tsx'});
      await editor.waitFor();
      openTimes.push(Date.now() - start);
      // A visitor reads the code for a moment before the first change.
      await page.waitForTimeout(1000);
      for (let run = 0; run < RUNS; run++) {
        const label = `Label ${visit}-${run}`;
        await editor.click();
        await editor.press('ControlOrMeta+a');
        // The edit arrives as one input; the time runs from it to the example painted.
        const shown = page.evaluate((text) => {
          const body = document.querySelector('[id="button-overview"] .docs-example-body');
          const started = performance.now();
          return new Promise((resolve) => {
            const check = () => {
              if (!body.textContent.includes(text)) return false;
              requestAnimationFrame(() => resolve(performance.now() - started));
              return true;
            };
            const observer = new MutationObserver(() => check() && observer.disconnect());
            observer.observe(body, {childList: true, subtree: true, characterData: true});
          });
        }, label);
        await page.keyboard.insertText(code(label));
        (run === 0 ? firstRun : edits).push(await shown);
      }
      await context.close();
    }
  } finally {
    await stop();
  }

  console.log("\nLive editing (none of it is in a page's first JavaScript)");
  console.log('| chunk | gzip |\n|---|---|');
  console.log(`| editor (CodeMirror, TSX and CSS) | ${(editor.gzip / 1024).toFixed(1)} KB |`);
  console.log(`| runner (sucrase, import wiring) | ${(runner.gzip / 1024).toFixed(1)} KB |`);
  console.log(
    `\nEdit pressed to the editor ready: median ${ms(median(openTimes))} (${openTimes.length} visits)`,
  );
  console.log(
    `First edit, a second after opening, to the example updated: median ${ms(median(firstRun))}, max ${ms(Math.max(...firstRun))}`,
  );
  console.log(
    `Each later edit, from the last keystroke to the example updated (150 ms pause included): median ${ms(median(edits))}, max ${ms(Math.max(...edits))} (${edits.length} edits)`,
  );
  writeRawFigures('live-edit', {editor, runner, openTimes, firstRun, edits});
}

await main();
