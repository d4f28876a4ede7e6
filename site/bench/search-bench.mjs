// `npm run bench:search`: how big and how fast search is, on the built site. It prints the
// gzip size of the index (a JSON file) and the engine, the time to load them in the browser (fetch, parse and
// build the index, at once and a slice per task as the site does, with the longest slice), the time per query in the browser for a set of queries, and, through the
// real dialog, the time from a keystroke to its results on screen: the first keystroke after
// search is first opened (engine and index not loaded yet) and each keystroke after that.
// Builds the site first when there is no build. Never part of `npm test`: the figures depend
// on the machine and its load.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {
  builtChunk,
  startBuiltSite,
  clientDir,
  ensureBuild,
  median,
  writeRawFigures,
} from './bench-support.mjs';

/** Queries of each kind: names, prefixes, typos, API members, example ids, several words. */
const QUERIES = [
  'b',
  'ta',
  'pagin',
  'tabel',
  'tooltp',
  'selectedIndex',
  'useListNavigation',
  'table-http',
  'dark theme',
  'focus trap keyboard',
  'how do I sort a table',
  'overlay position strategy',
];

const ms = (value) => `${value.toFixed(1)} ms`;

/** Times one keystroke in the open dialog: from the key press to its results painted. */
function timeKeystroke(page, key) {
  return page.evaluate(async (pressed) => {
    const input = document.querySelector('[role=dialog] [role=combobox]');
    const listbox = document.querySelector('[role=dialog] [role=listbox]');
    const start = performance.now();
    const done = new Promise((resolve) => {
      const check = () => {
        if (listbox.getAttribute('aria-busy') === 'false' && input.value.endsWith(pressed)) {
          // The frame after the DOM update is the one that shows it.
          requestAnimationFrame(() => resolve(performance.now() - start));
          return true;
        }
        return false;
      };
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(listbox, {attributes: true, childList: true, subtree: true});
    });
    // A real key press, as the browser would deliver it to the field.
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, input.value + pressed);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    return done;
  }, key);
}

async function main() {
  const manifest = ensureBuild();
  const indexFile = manifest['virtual:docs/search-index']?.assets?.find((file) =>
    file.endsWith('.json'),
  );
  if (!indexFile) throw new Error('No search index file in the build.');
  const indexBytes = readFileSync(join(clientDir, indexFile));
  const index = {
    url: `/${indexFile}`,
    bytes: indexBytes.length,
    gzip: gzipSync(indexBytes, {level: 9}).length,
  };
  const engine = builtChunk(manifest, 'app/search/search-engine.ts');
  const dialog = builtChunk(manifest, 'app/search/search-dialog.tsx');

  const {origin, browser, stop} = await startBuiltSite();
  try {
    // Loading and querying, straight through the built modules.
    const page = await browser.newPage();
    await page.goto(`${origin}/guides`);
    const engineFigures = await page.evaluate(
      async ({indexUrl, engineUrl, queries}) => {
        const t0 = performance.now();
        const [packed, engineModule] = await Promise.all([
          fetch(indexUrl).then((response) => response.json()),
          import(engineUrl),
        ]);
        const t1 = performance.now();
        const documents = engineModule.unpackSearchDocuments(packed);
        const searchEngine = engineModule.createSearchEngine(documents);
        const t2 = performance.now();
        // As the site builds it: a slice of the documents per task, yielding between two.
        const slices = [];
        let sliceStart = performance.now();
        await engineModule.createSearchEngineInSlices(documents, async () => {
          slices.push(performance.now() - sliceStart);
          await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));
          sliceStart = performance.now();
        });
        slices.push(performance.now() - sliceStart);
        const t3 = performance.now();
        const perQuery = queries.map((query) => {
          const times = [];
          let results = 0;
          for (let run = 0; run < 30; run++) {
            const start = performance.now();
            results = searchEngine.search(query, {perGroup: 5}).results.length;
            times.push(performance.now() - start);
          }
          times.sort((a, b) => a - b);
          return {query, median: times[15], max: times[29], results};
        });
        return {
          load: t1 - t0,
          build: t2 - t1,
          slicedBuild: t3 - t2,
          slices: slices.length,
          longestSlice: Math.max(...slices),
          documents: documents.length,
          perQuery,
        };
      },
      {indexUrl: index.url, engineUrl: engine.url, queries: QUERIES},
    );
    await page.close();

    // Through the dialog, as a visitor types.
    const firstKeystroke = [];
    const keystrokes = [];
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto(`${origin}/components/button/overview`);
      await visitor.waitForFunction(() => '__reactRouterDataRouter' in window);
      await visitor.keyboard.press('/');
      await visitor.getByRole('combobox').waitFor();
      firstKeystroke.push(await timeKeystroke(visitor, 't'));
      for (const key of 'ooltip') keystrokes.push(await timeKeystroke(visitor, key));
      await context.close();
    }

    console.log(`\nSearch index: ${engineFigures.documents} documents`);
    console.log('| what | raw | gzip |\n|---|---|---|');
    for (const [name, file] of [
      ['index', index],
      ['engine (MiniSearch and ranking)', engine],
      ['dialog', dialog],
    ]) {
      console.log(
        `| ${name} | ${(file.bytes / 1024).toFixed(1)} KB | ${(file.gzip / 1024).toFixed(1)} KB |`,
      );
    }
    console.log(
      `\nLoad in the browser: fetch and parse ${ms(engineFigures.load)}, build the index ${ms(engineFigures.build)} at once`,
    );
    console.log(
      `As the site builds it, in ${engineFigures.slices} slices: ${ms(engineFigures.slicedBuild)} in all, the longest slice ${ms(engineFigures.longestSlice)}`,
    );
    console.log('\n| query | results | median | max |\n|---|---|---|---|');
    for (const row of engineFigures.perQuery) {
      console.log(`| ${row.query} | ${row.results} | ${ms(row.median)} | ${ms(row.max)} |`);
    }
    console.log(
      `\nFirst keystroke after first opening, to results on screen: median ${ms(median(firstKeystroke))}, max ${ms(Math.max(...firstKeystroke))} (${firstKeystroke.length} runs)`,
    );
    console.log(
      `Each later keystroke, to results on screen: median ${ms(median(keystrokes))}, max ${ms(Math.max(...keystrokes))} (${keystrokes.length} keystrokes)`,
    );

    writeRawFigures('search', {index, engine, dialog, engineFigures, firstKeystroke, keystrokes});
  } finally {
    await stop();
  }
}

await main();
