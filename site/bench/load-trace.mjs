// The main thread while a page loads, from a Chromium trace: every task from navigation start
// until the page has settled, the longest of them, the sum of those over 50 ms, and how much of
// the time went to style recalculation and layout. Used by `npm run bench` (and `--compare` for
// another site); `node site/bench/load-trace.mjs <url>` prints one page's long tasks with what
// each one did, to find what to change.
import {fileURLToPath} from 'node:url';

/** A phone's window, as Lighthouse's mobile preset has it, for a context that loads pages. */
export const PHONE = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Tasks longer than this block input (the long-task threshold browsers and Lighthouse use). */
export const LONG_TASK_MS = 50;

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'blink',
];

/** Trace event names whose time counts as style recalculation or layout. */
const STYLE_EVENTS = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT_EVENTS = new Set(['Layout']);

/** What a task's time went to, by the kind of work its nested events name. */
const WORK_KINDS = [
  ['style', (name) => STYLE_EVENTS.has(name)],
  ['layout', (name) => LAYOUT_EVENTS.has(name)],
  ['compile', (name) => /^v8\.(compile|compileModule|parseOnBackground)/.test(name)],
  ['module evaluation', (name) => name === 'v8.evaluateModule'],
  ['script', (name) => ['EvaluateScript', 'FunctionCall', 'v8.callFunction'].includes(name)],
  ['parse HTML', (name) => name === 'ParseHTML'],
  ['paint', (name) => ['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer'].includes(name)],
  ['garbage collection', (name) => /^(MinorGC|MajorGC|V8\.GC|BlinkGC)/.test(name)],
];

/**
 * The main thread's tasks of the page's renderer from a trace's events. Each task carries its
 * start (ms, relative to navigation start), its duration and the time of the kinds of work in
 * it (time of a nested event of the same kind counts once: an outer one wins).
 */
export function mainThreadTasks(traceEvents, url) {
  const navigation = pageNavigation(traceEvents, url);
  const {pid, tid} = navigation;
  const events = traceEvents
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let current = null;
  for (const event of events) {
    if (event.ts < navigation.ts) continue;
    const end = event.ts + event.dur;
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
      if (current && event.ts < current.end) continue;
      current = {start: event.ts, end, work: {}, open: [], events: []};
      tasks.push(current);
      continue;
    }
    if (!current || event.ts >= current.end) continue;
    current.open = current.open.filter((open) => open.end > event.ts);
    const kind = WORK_KINDS.find(([, test]) => test(event.name))?.[0];
    current.events.push(event);
    if (kind && !current.open.some((open) => open.kind === kind)) {
      current.work[kind] = (current.work[kind] ?? 0) + event.dur / 1000;
    }
    current.open.push({end, kind});
  }
  return tasks.map(({start, end, work, events}) => ({
    start: (start - navigation.ts) / 1000,
    duration: (end - start) / 1000,
    work,
    events,
  }));
}

/**
 * The start of the navigation to `url` in a trace and the renderer thread that parsed it: the
 * main-frame navigation start that names the URL, else (a trace can miss it when a new renderer
 * starts) the request for the document, else the start of parsing.
 * @returns {{ts: number, pid: number, tid: number}}
 */
function pageNavigation(traceEvents, url) {
  const parse = traceEvents.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parse) throw new Error(`The trace has no navigation to ${url}.`);
  const {pid, tid} = parse;
  const named = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame &&
      event.args.data.documentLoaderURL === url,
  );
  const request = traceEvents.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === url,
  );
  return {ts: (named ?? request ?? parse).ts, pid, tid};
}

/** The page's own performance marks in a trace, in ms from navigation start. */
function marks(traceEvents, navigationTs) {
  return traceEvents
    .filter((event) => event.cat?.includes('blink.user_timing') && event.ph === 'I')
    .map((event) => ({name: event.name, at: (event.ts - navigationTs) / 1000}));
}

/** The figures the benchmark reports for a list of tasks. */
export function loadFigures(tasks) {
  const long = tasks.filter((task) => task.duration > LONG_TASK_MS);
  const sum = (list, pick) => list.reduce((total, item) => total + pick(item), 0);
  return {
    tasks: tasks.length,
    longTasks: long.length,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    longTaskTime: sum(long, (task) => task.duration),
    blockingTime: sum(long, (task) => task.duration - LONG_TASK_MS),
    styleTime: sum(tasks, (task) => task.work.style ?? 0),
    layoutTime: sum(tasks, (task) => task.work.layout ?? 0),
  };
}

/**
 * Loads `url` in a fresh context at a phone's size (412 px, no throttling) with tracing on, and
 * returns its main-thread tasks until the page has settled: the network quiet and, when the page
 * sets it, the `readyMark` performance mark set, then `settleMs` more.
 * @param {import('playwright-core').Browser} browser
 */
export async function traceLoad(browser, url, {readyMark, settleMs = 1500} = {}) {
  // A renderer that starts with the navigation can miss the trace's first events: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceLoadOnce(browser, url, {readyMark, settleMs});
    } catch (error) {
      if (attempt === 3 || !/no navigation/.test(error.message)) throw error;
    }
  }
}

async function traceLoadOnce(browser, url, {readyMark, settleMs}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await browser.startTracing(page, {categories: CATEGORIES});
  await page.goto(url, {waitUntil: 'networkidle'});
  if (readyMark) {
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, readyMark, {
        timeout: 10_000,
      })
      .catch(() => {});
  }
  await page.waitForTimeout(settleMs);
  const buffer = await browser.stopTracing();
  await context.close();
  const {traceEvents} = JSON.parse(buffer.toString('utf8'));
  const tasks = mainThreadTasks(traceEvents, url);
  const navigationTs = pageNavigation(traceEvents, url).ts;
  return {tasks, marks: marks(traceEvents, navigationTs), figures: loadFigures(tasks)};
}

/** A readable account of one long task: its start, length and the work that filled it. */
export function describeTask(task) {
  const work = Object.entries(task.work)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');
  return `${task.start.toFixed(0)} ms +${task.duration.toFixed(1)} ms: ${work}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {chromium} = await import('playwright-core');
  const {resolveChromium} = await import('@material-react/tools/chromium');
  const {executablePath, args} = await resolveChromium();
  const browser = await chromium.launch({executablePath, args});
  try {
    for (const url of process.argv.slice(2)) {
      const {tasks, marks, figures} = await traceLoad(browser, url, {readyMark: 'docs-app-ready'});
      console.log(`\n${url}`, figures);
      for (const mark of marks) console.log(`  mark ${mark.name} at ${mark.at.toFixed(0)} ms`);
      for (const task of tasks.filter((task) => task.duration > 30)) {
        console.log(`  ${describeTask(task)}`);
        const top = task.events
          .filter((event) => event.dur / 1000 > 5)
          .slice(0, 12)
          .map(
            (event) =>
              `    ${event.name} ${(event.dur / 1000).toFixed(1)}${
                event.args?.data?.url ? ' ' + event.args.data.url.replace(/^.*\//, '') : ''
              }${event.args?.data?.functionName ? ' ' + event.args.data.functionName : ''}${
                event.args?.beginData?.frame ? '' : ''
              }`,
          );
        console.log(top.join('\n'));
      }
    }
  } finally {
    await browser.close();
  }
}
