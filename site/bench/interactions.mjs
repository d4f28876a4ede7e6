// How long interactions on the live examples take to their next paint, as INP measures them: for
// each interaction (sort a table, open a select, switch a tab, move a slider by key and by pointer)
// the Event Timing API's duration, from the input to the next frame painted after its handlers
// ran, on a 1280x800 window with the CPU slowed down 4x. Each interaction is made with real input
// (Playwright's mouse and keyboard) once the page has settled, and repeated. Meant for the
// benchmark (`npm run bench`); `node site/bench/interactions.mjs [origin]` prints a table for the
// build (or for a site already served at `origin`). Never part of `npm test`: the figures depend on the
// machine and its load.
import {fileURLToPath} from 'node:url';

/** The performance mark the app sets once its shell is interactive (see start-guard.ts). */
const APP_READY_MARK = 'docs-app-ready';

/** The attribute a part of the page carries until it has hydrated (see hydration-region.tsx). */
const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * Event Timing reports no event faster than this (16 ms is the least it accepts). An interaction
 * with no entry took less: it is recorded as this, an upper bound.
 */
export const DURATION_THRESHOLD_MS = 16;

/** How long to wait after an input for its entries: two frames and then this. */
const ENTRY_WAIT_MS = 300;

/**
 * Collects the page's Event Timing entries that belong to an interaction, from the start of the
 * document. Runs in the page before its own scripts.
 */
function observeEventTiming(threshold) {
  const entries = [];
  Object.defineProperty(window, '__benchInteractionEntries', {value: entries});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({type: 'event', durationThreshold: threshold, buffered: true});
  // The main thread's share: long animation frames (50 ms or more, from the start of the frame's
  // work to its rendering's end). Unlike an entry's duration, this leaves out the compositor's
  // and the GPU's time after the frame, which on a loaded machine moves a lot from run to run.
  const frames = [];
  Object.defineProperty(window, '__benchLongFrames', {value: frames});
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        frames.push({startTime: entry.startTime, duration: entry.duration});
      }
    }).observe({type: 'long-animation-frame', buffered: true});
  } catch {
    // A browser without long animation frames reports none.
  }
}

/** Long animation frames shorter than this are not reported by the browser. */
export const LONG_FRAME_MS = 50;

/** Waits two animation frames and then `ms`, so that the last input's entries have arrived. */
async function afterPaint(page, ms = ENTRY_WAIT_MS) {
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForTimeout(ms);
}

/**
 * Makes one input through `act` and returns its figures: `latency`, the longest duration of the
 * entries of the interactions it made (input to next paint, rounded to 8 ms by the browser; the
 * threshold when there is none), `processing`, the longest time from the input to the end of its
 * handlers, `frame`, the longest animation frame that overlaps them (the main thread's time, null
 * when none reached {@link LONG_FRAME_MS}), and `interactions`, how many interaction ids it made.
 */
async function measure(page, act) {
  await afterPaint(page);
  const before = await page.evaluate(() =>
    window.__benchInteractionEntries.map((entry) => entry.interactionId),
  );
  await act();
  await afterPaint(page);
  const {entries, frames} = await page.evaluate(
    (known) => ({
      entries: window.__benchInteractionEntries.filter(
        (entry) => !known.includes(entry.interactionId),
      ),
      frames: window.__benchLongFrames,
    }),
    before,
  );
  if (entries.length === 0) {
    return {latency: DURATION_THRESHOLD_MS, processing: null, frame: null, interactions: 0};
  }
  const processing = entries.map((entry) => entry.processingEnd - entry.startTime);
  const start = Math.min(...entries.map((entry) => entry.startTime));
  const end = Math.max(...entries.map((entry) => entry.startTime + entry.duration));
  const overlapping = frames
    .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > start)
    .map((frame) => frame.duration);
  return {
    latency: Math.max(...entries.map((entry) => entry.duration)),
    processing: Math.round(Math.max(...processing) * 10) / 10,
    frame: overlapping.length > 0 ? Math.round(Math.max(...overlapping)) : null,
    interactions: new Set(entries.map((entry) => entry.interactionId)).size,
  };
}

/**
 * Waits until a page is settled: the app interactive, the network quiet, the example `exampleId`
 * scrolled into view, come to life and hydrated, and nothing else loading.
 * @returns the example's section, a Playwright locator
 */
async function settleExample(page, exampleId, interaction) {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    APP_READY_MARK,
    {
      timeout: 30_000,
    },
  );
  const section = page.locator(`section[id="${exampleId}"]`);
  if ((await section.count()) === 0) {
    throw new Error(`${interaction}: no example section #${exampleId} on ${page.url()}.`);
  }
  // Live examples load their code when they near the viewport.
  await section.scrollIntoViewIfNeeded();
  try {
    await page.waitForFunction(
      ({id, hydrating}) => {
        const found = document.getElementById(id);
        return (
          found?.querySelector('.docs-example-body[data-ready]') &&
          !found.querySelector(`[${hydrating}]`) &&
          !found.hasAttribute(hydrating)
        );
      },
      {id: exampleId, hydrating: HYDRATING_ATTRIBUTE},
      {timeout: 30_000},
    );
  } catch {
    throw new Error(`${interaction}: the example #${exampleId} did not come to life in 30 s.`);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return section;
}

/** The first element a locator finds, visible and scrolled into view, or a clear error. */
async function control(locator, interaction, what) {
  const first = locator.first();
  try {
    await first.waitFor({state: 'visible', timeout: 10_000});
  } catch {
    throw new Error(`${interaction}: found no ${what}.`);
  }
  await first.scrollIntoViewIfNeeded();
  return first;
}

/** Fails with the interaction's name when an input did not do what it should. */
function expect(condition, interaction, message) {
  if (!condition) throw new Error(`${interaction}: ${message}.`);
}

/**
 * Clicks a control as a person with a mouse does, and measures the click: the pointer comes to
 * rest on the control first, and the press follows in a later frame. Playwright's `click()` moves
 * the pointer and presses at once, so the browser handled the pointer's arrival (the hover events,
 * and the handlers of those) in the same task as the press and counted it in the press's input
 * delay; a person's press comes a frame or more after the pointer arrives. (The slider's drag
 * below moves the pointer onto the thumb before its press in the same way.)
 */
async function clickAfterHover(locator, measureOne) {
  await locator.hover();
  return measureOne(() => locator.click());
}

/** Clicks a sort header of the sorting table example: the column's sort changes. */
async function sortTable(page, {repeats, measureOne}) {
  const name = 'sort the table';
  const section = await settleExample(page, 'table-sorting', name);
  const header = await control(
    section.getByRole('columnheader', {name: 'Dessert'}),
    name,
    'column header "Dessert" in #table-sorting',
  );
  const button = await control(header.getByRole('button'), name, 'sort button in its header');
  const runs = [];
  for (let run = 0; run < repeats; run++) {
    const sortBefore = await header.getAttribute('aria-sort');
    runs.push(await clickAfterHover(button, measureOne));
    expect(
      (await header.getAttribute('aria-sort')) !== sortBefore,
      name,
      `the click left aria-sort at ${sortBefore}`,
    );
  }
  return {name, runs};
}

/** Opens the first select of the overview example, and closes it with Escape after each. */
async function openSelect(page, {repeats, measureOne}) {
  const name = 'open a select';
  const section = await settleExample(page, 'select-overview', name);
  const trigger = await control(
    section.getByRole('combobox'),
    name,
    'select trigger (role combobox) in #select-overview',
  );
  const runs = [];
  for (let run = 0; run < repeats; run++) {
    runs.push(await clickAfterHover(trigger, measureOne));
    const listbox = page.getByRole('listbox');
    expect(await listbox.isVisible(), name, 'no listbox showed after the click');
    await page.keyboard.press('Escape');
    await listbox.waitFor({state: 'hidden', timeout: 5000});
  }
  return {name, runs};
}

/** Selects another tab of the basic tab group: the next one that is not selected. */
async function switchTab(page, {repeats, measureOne}) {
  const name = 'switch a tab';
  const section = await settleExample(page, 'tab-group-basic', name);
  await control(section.getByRole('tab'), name, 'tab (role tab) in #tab-group-basic');
  const runs = [];
  for (let run = 0; run < repeats; run++) {
    const tab = section.locator('[role=tab][aria-selected=false]:not([aria-disabled=true])');
    const target = await control(tab, name, 'unselected tab to switch to');
    const label = await target.textContent();
    runs.push(await clickAfterHover(target, measureOne));
    expect(
      (await section.getByRole('tab', {name: label, selected: true}).count()) === 1,
      name,
      `the tab "${label}" was not selected after the click`,
    );
  }
  return {name, runs};
}

/** The value of a range input. */
const sliderValue = (slider) => slider.evaluate((input) => Number(input.value));

/** Presses ArrowRight on the focused thumb of the volume slider. */
async function slideByKey(page, {repeats, measureOne}) {
  const name = 'move a slider (ArrowRight)';
  const section = await settleExample(page, 'slider-overview', name);
  const slider = await control(
    section.getByRole('slider'),
    name,
    'slider thumb (role slider) in #slider-overview',
  );
  await slider.focus();
  const runs = [];
  for (let run = 0; run < repeats; run++) {
    const before = await sliderValue(slider);
    runs.push(await measureOne(() => page.keyboard.press('ArrowRight')));
    expect((await sliderValue(slider)) > before, name, `ArrowRight left the value at ${before}`);
  }
  return {name, runs};
}

/**
 * Drags the volume slider's thumb a twentieth of its track to the right: a press on the thumb
 * (where the value is on the track, which pointer positions are measured against), one move, a
 * release.
 */
async function slideByPointer(page, {repeats, measureOne}) {
  const name = 'move a slider (drag)';
  const section = await settleExample(page, 'slider-overview', name);
  const slider = await control(
    section.getByRole('slider'),
    name,
    'slider thumb (role slider) in #slider-overview',
  );
  const track = await control(
    section.locator('.mat-slider-track'),
    name,
    'slider track (.mat-slider-track) in #slider-overview',
  );
  const runs = [];
  for (let run = 0; run < repeats; run++) {
    const before = await sliderValue(slider);
    const {min, max} = await slider.evaluate((input) => ({
      min: Number(input.min || 0),
      max: Number(input.max || 100),
    }));
    const box = await track.boundingBox();
    expect(box, name, 'the slider track has no box');
    const x = box.x + (box.width * (before - min)) / (max - min);
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    runs.push(
      await measureOne(async () => {
        await page.mouse.down();
        await page.mouse.move(x + box.width / 20, y);
        await page.mouse.up();
      }),
    );
    expect((await sliderValue(slider)) > before, name, `the drag left the value at ${before}`);
  }
  return {name, runs};
}

/** The interactions measured, with the page each one is made on. */
const INTERACTIONS = [
  {path: '/components/table/examples', run: sortTable},
  {path: '/components/select/overview', run: openSelect},
  {path: '/components/tabs/overview', run: switchTab},
  {path: '/components/slider/overview', run: slideByKey},
  {path: '/components/slider/overview', run: slideByPointer},
];

/**
 * Makes each interaction on a live example `repeats` times, on a fresh page of the site at
 * `origin` (1280x800, the CPU slowed down `throttle` times through the DevTools protocol from
 * before the page loads), and returns how long each took to its next paint, as the Event Timing
 * API reports it (what INP is made of). A latency is the longest duration of the entries of the
 * interactions an input made; an input with no entry took less than {@link DURATION_THRESHOLD_MS}
 * and counts as that (`measured` is false for it). `processing` is the longest time from an input
 * to the end of its handlers (ms, null when there was no entry); `frames` is, for each input, the
 * longest animation frame overlapping it (ms, null when none reached {@link LONG_FRAME_MS}).
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin the site, e.g. `http://127.0.0.1:3000`
 * @param {{throttle?: number, repeats?: number}} [options]
 * @returns {Promise<Array<{name: string, page: string, latencies: number[], worst: number,
 *   processing: Array<number | null>, frames: Array<number | null>, measured: boolean[]}>>}
 */
export async function exampleInteractionLatencies(
  browser,
  origin,
  {throttle = 4, repeats = 3} = {},
) {
  const results = [];
  for (const {path, run} of INTERACTIONS) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    try {
      const page = await context.newPage();
      await page.addInitScript(observeEventTiming, DURATION_THRESHOLD_MS);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
      await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
      const {name, runs} = await run(page, {repeats, measureOne: (act) => measure(page, act)});
      const latencies = runs.map((one) => one.latency);
      results.push({
        name,
        page: path,
        latencies,
        worst: Math.max(...latencies),
        processing: runs.map((one) => one.processing),
        frames: runs.map((one) => one.frame),
        measured: runs.map((one) => one.interactions > 0),
      });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** The results as a Markdown table. */
export function interactionTable(results) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const lines = [
    `| interaction | page | latencies | worst | main-thread frames (<${LONG_FRAME_MS} ms: none reported) |`,
    '|---|---|---|---|---|',
  ];
  for (const result of results) {
    const latencies = result.latencies
      .map((value, run) => (result.measured[run] ? ms(value) : `<${ms(value)}`))
      .join(', ');
    const worst = result.measured.some(Boolean) ? ms(result.worst) : `<${ms(result.worst)}`;
    const frames = (result.frames ?? [])
      .map((value) => (value === null ? `<${LONG_FRAME_MS}` : ms(value)))
      .join(', ');
    lines.push(`| ${result.name} | ${result.page} | ${latencies} | ${worst} | ${frames} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {ensureBuild, startBuiltSite} = await import('./bench-support.mjs');
  const given = process.argv[2];
  let origin;
  let browser;
  let stop;
  if (given) {
    const {chromium} = await import('playwright-core');
    const {resolveChromium} = await import('@material-react/tools/chromium');
    const {executablePath, args} = await resolveChromium();
    browser = await chromium.launch({executablePath, args});
    origin = given.replace(/\/$/, '');
    stop = () => browser.close();
  } else {
    ensureBuild();
    ({origin, browser, stop} = await startBuiltSite());
  }
  try {
    const results = await exampleInteractionLatencies(browser, origin);
    console.log('\nInteractions to next paint (Event Timing), CPU 4x slower, 1280x800');
    console.log(interactionTable(results));
  } finally {
    await stop();
  }
}
