// `npm run bench`: how fast the built site is, as a visitor's browser sees it. It times a full
// production build (skip with --no-build when a build exists), serves it with the production
// server on a loopback port, and prints, for each page type: Lighthouse's mobile preset (median
// of --runs runs, with the run's CPU benchmark index and the main-thread time its breakdown gives
// style and layout) and desktop preset, with the bytes of
// scripts and stylesheets the page transfers, and the JavaScript it loads before it is
// interactive and in all (--no-lighthouse measures only that); the main thread while it loads,
// from Chromium traces (load-trace.mjs: the longest task, the tasks over 50 ms, style and layout
// time; --no-trace skips it). Then the time from a side-navigation click to the new page's
// heading on screen (pressed at once, and after the pointer has rested on the link), the latency
// of interactions on live examples with the CPU slowed 4x
// (interactions.mjs; --no-interactions skips it) and the build time. `--compare
// <origin>[,<origin>…]` measures other sites' pages of the same kinds in the same run (the same paths, or those of
// `--compare-pages /a,/b,…`, in the order of ours; site/bench/compare/README.md builds a
// Docusaurus site for it). The raw figures go to bench-results/ as JSON. Never part of `npm
// test`: the figures depend on the machine and its load.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromium} from 'playwright-core';
import {resolveChromium} from '@material-react/tools/chromium';
import {buildSecurityHeaders} from '../server/build-headers.mjs';
import {createStaticServer} from '../server/static-server.mjs';
import {median, writeRawFigures} from './bench-support.mjs';
import {exampleInteractionLatencies, interactionTable} from './interactions.mjs';
import {LONG_TASK_MS, PHONE, traceLoad} from './load-trace.mjs';
import {APP_READY_MARK, BENCH_PAGES, pageJavaScript} from './page-javascript.mjs';

const siteDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(siteDir);
const buildDir = join(siteDir, 'build');
const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;

const {values: args} = parseArgs({
  options: {
    build: {type: 'boolean', default: true},
    runs: {type: 'string', default: '3'},
    desktop: {type: 'boolean', default: true},
    lighthouse: {type: 'boolean', default: true},
    pages: {type: 'string'},
    trace: {type: 'boolean', default: true},
    interactions: {type: 'boolean', default: true},
    // The same kinds of page on other sites: `--compare <origin>[,<origin>…]`.
    compare: {type: 'string'},
    'compare-pages': {type: 'string'},
  },
  allowNegative: true,
});

function timeBuild() {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {cwd: repoDir, stdio: 'ignore'});
  if (result.status !== 0) throw new Error('npm run build failed; run it to see why.');
  return (performance.now() - started) / 1000;
}

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Lighthouse's main-thread breakdown, its "Style & Layout" group.
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    styleLayout: work.find((item) => item.group === 'styleLayout')?.duration ?? NaN,
    scriptBytes: bytes('script'),
    stylesheetBytes: bytes('stylesheet'),
    fontBytes: bytes('font'),
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** The median of each figure over several runs. */
function medianFigures(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

/**
 * Lighthouse `runs` times on one page: the figures of the runs that succeeded, and what went
 * wrong in the others (a run that fails, say because the page did not paint in time, reports
 * scores of 0 and no timings; it is left out of the medians rather than turning them to NaN).
 */
async function lighthouseRuns(url, port, runs, config) {
  const results = [];
  const failures = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (error) failures.push(`${error.code}: ${error.message}`);
    else results.push(figures(result.lhr));
  }
  return {results, failures};
}

/**
 * The JavaScript a page loads (see pageJavaScript), as a phone sees it: Lighthouse's mobile
 * viewport, without throttling.
 */
async function javaScriptLoaded(browser, origin, path) {
  const context = await browser.newContext(PHONE);
  const figures = await pageJavaScript(
    await context.newPage(),
    origin + path,
    join(buildDir, 'client'),
  );
  await context.close();
  return figures;
}

/**
 * How long the pointer rests on a link before the press, in the second round of navigations: a
 * person's pointer slows down on the link and the press comes a little later, and the link's
 * prefetch (on pointer enter) starts loading the page's content meanwhile.
 */
const POINTER_REST_MS = 100;

/**
 * The time from a click on a side-navigation link to the new page's heading on screen (the frame
 * after its text changed), for each component page in turn. With `restMs`, the pointer comes to
 * the link and rests there that long before the press (not counted); without, it moves and
 * presses at once, as Playwright's `click()` does, so the prefetch has no head start.
 */
async function clientNavigationTimes(browser, origin, restMs = 0) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto(`${origin}/components/button/overview`);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const nav = page.getByRole('navigation', {name: 'Components navigation'});
  const names = (await nav.locator('a[href$="/overview"]').allTextContents()).map((name) =>
    name.trim(),
  );
  const times = [];
  for (const name of names.slice(1)) {
    const item = {name};
    const waiting = page.evaluate(
      (name) =>
        new Promise((resolve) => {
          let clickedAt = 0;
          addEventListener('click', (event) => (clickedAt = event.timeStamp), {
            capture: true,
            once: true,
          });
          const check = () => {
            const heading = document.querySelector('h1');
            if (clickedAt && heading?.textContent === name) {
              requestAnimationFrame(() => resolve(performance.now() - clickedAt));
            } else {
              requestAnimationFrame(check);
            }
          };
          check();
        }),
      item.name,
    );
    const link = nav.getByRole('link', {name: item.name, exact: true});
    if (restMs > 0) {
      await link.hover();
      await page.waitForTimeout(restMs);
    }
    await link.click();
    times.push(await waiting);
  }
  await page.close();
  return times;
}

/**
 * The main thread while the page loads (see load-trace.mjs), `runs` times: the median of each
 * figure, with the runs themselves.
 */
async function loadTraces(browser, url, runs, readyMark) {
  const traces = [];
  for (let run = 0; run < runs; run++) {
    traces.push((await traceLoad(browser, url, {readyMark})).figures);
  }
  return {...medianFigures(traces), runs: traces};
}

function format(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Lighthouse (mobile, median of `runs`; desktop once) and the load trace (median of `runs`) of
 * one page of a site.
 */
async function measurePage(browser, url, {runs, debuggingPort, readyMark}) {
  const none = {results: [], failures: []};
  const mobile = args.lighthouse ? await lighthouseRuns(url, debuggingPort, runs) : none;
  const desktop =
    args.lighthouse && args.desktop
      ? await lighthouseRuns(url, debuggingPort, 1, desktopConfig)
      : none;
  const failures = [...mobile.failures, ...desktop.failures];
  for (const failure of failures) process.stdout.write(`Lighthouse failed on ${url}: ${failure}\n`);
  const trace = args.trace ? await loadTraces(browser, url, runs, readyMark) : null;
  return {
    mobile: mobile.results.length ? medianFigures(mobile.results) : null,
    mobileRuns: mobile.results,
    desktop: desktop.results[0] ?? null,
    lighthouseFailures: failures,
    trace,
  };
}

/** One row of the load-trace table: the longest task, the long ones, style and layout. */
function traceCells(trace) {
  if (!trace) return ['-', '-', '-', '-'];
  return [
    format(trace.longestTask),
    `${trace.longTasks} (${format(trace.longTaskTime)})`,
    format(trace.styleTime),
    format(trace.layoutTime),
  ];
}

/** The pages of the other site (`--compare`): `--compare-pages` in the order of ours, or ours. */
function comparePaths(pages) {
  if (!args['compare-pages']) return pages;
  const paths = args['compare-pages'].split(',');
  if (paths.length !== pages.length) {
    throw new Error(`--compare-pages names ${paths.length} pages for our ${pages.length}.`);
  }
  return paths;
}

async function main() {
  let buildSeconds = null;
  if (args.build || !existsSync(join(buildDir, 'client', '__spa-fallback.html'))) {
    console.log('Building the site…');
    buildSeconds = timeBuild();
  }
  const server = createStaticServer(join(buildDir, 'client'), {
    headers: buildSecurityHeaders(buildDir),
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  const {executablePath, args: chromeArgs} = await resolveChromium();
  const debuggingPort = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath,
    args: [...chromeArgs, `--remote-debugging-port=${debuggingPort}`],
  });

  const pages = args.pages ? args.pages.split(',') : BENCH_PAGES;
  const runs = Number(args.runs);
  // Each other site, measured page by page after ours (`--compare a,b`).
  const compareOrigins = args.compare
    ? args.compare.split(',').map((o) => o.replace(/\/$/, ''))
    : [];
  const otherPaths = compareOrigins.length ? comparePaths(pages) : [];
  const results = [];
  const compared = compareOrigins.map(() => []);
  let benchmarkIndex = null;
  try {
    for (const [index, path] of pages.entries()) {
      process.stdout.write(`${path}…\n`);
      const javaScript = await javaScriptLoaded(browser, origin, path);
      const measured = await measurePage(browser, origin + path, {
        runs,
        debuggingPort,
        readyMark: APP_READY_MARK,
      });
      results.push({path, javaScript, ...measured});
      benchmarkIndex ??= measured.mobileRuns[0]?.benchmarkIndex ?? null;
      for (const [site, compareOrigin] of compareOrigins.entries()) {
        const other = otherPaths[index];
        process.stdout.write(`${compareOrigin}${other}…\n`);
        compared[site].push({
          path: other,
          ...(await measurePage(browser, compareOrigin + other, {runs, debuggingPort})),
        });
      }
    }
    process.stdout.write('Client navigation…\n');
    const navigationTimes = await clientNavigationTimes(browser, origin);
    const restedNavigationTimes = await clientNavigationTimes(browser, origin, POINTER_REST_MS);
    let interactions = null;
    if (args.interactions) {
      process.stdout.write('Interactions on the examples…\n');
      interactions = await exampleInteractionLatencies(browser, origin);
    }

    const rows = results.map(({path, javaScript, mobile, desktop}) =>
      [
        path,
        ...(mobile
          ? [
              mobile.performance,
              format(mobile.fcp),
              format(mobile.lcp),
              format(mobile.tbt),
              format(mobile.styleLayout),
              mobile.cls.toFixed(3),
              kb(mobile.scriptBytes),
              kb(mobile.stylesheetBytes),
            ]
          : ['-', '-', '-', '-', '-', '-', '-', '-']),
        `${kb(javaScript.initialBytes)} (${javaScript.initialFiles})`,
        `${kb(javaScript.allBytes)} (${javaScript.allFiles})`,
        desktop ? desktop.performance : '-',
        mobile ? `${mobile.accessibility}/${mobile.bestPractices}/${mobile.seo}` : '-',
      ].join(' | '),
    );
    console.log(
      `\nLighthouse ${lighthouseVersion} mobile (median of ${runs}) and desktop; ` +
        `CPU benchmark index ${benchmarkIndex ?? '-'}`,
    );
    console.log(
      'JavaScript before interactive and in all, gzip (files), at 412 px without throttling\n',
    );
    console.log(
      '| page | perf | FCP | LCP | TBT | style + layout | CLS | scripts | stylesheets | initial JS | all JS | desktop perf | a11y/bp/seo |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row} |`);
    for (const {path, lighthouseFailures} of results) {
      for (const failure of lighthouseFailures) {
        console.log(`Lighthouse failed once on ${path} (left out of its medians): ${failure}`);
      }
    }

    if (args.trace) {
      console.log(
        `\nThe main thread while each page loads, until settled (412 px, no throttling, median ` +
          `of ${runs} traces): the longest task, the tasks over ${LONG_TASK_MS} ms (their time), ` +
          'style recalculation and layout\n',
      );
      console.log('| page | longest task | long tasks | style | layout |');
      console.log('|---|---|---|---|---|');
      for (const {path, trace} of results) {
        console.log(`| ${[path, ...traceCells(trace)].join(' | ')} |`);
      }
    }
    compareOrigins.forEach((compareOrigin, site) =>
      printComparison(results, compared[site], compareOrigin),
    );

    const navigationMedian = median(navigationTimes);
    console.log(
      `\nClient navigation, side-navigation click to heading on screen: median ${format(
        navigationMedian,
      )} over ${navigationTimes.length} component pages (max ${format(Math.max(...navigationTimes))})`,
    );
    console.log(
      `The same, the pointer resting ${POINTER_REST_MS} ms on the link before the press: median ${format(
        median(restedNavigationTimes),
      )} (max ${format(Math.max(...restedNavigationTimes))})`,
    );
    if (interactions) {
      console.log(
        '\nInteractions on the live examples, input to next paint (Event Timing), CPU 4x slower\n',
      );
      console.log(interactionTable(interactions));
    }
    if (buildSeconds !== null) console.log(`Production build: ${buildSeconds.toFixed(1)} s`);

    writeRawFigures('site', {
      benchmarkIndex,
      results,
      compare: compareOrigins.map((origin, site) => ({origin, results: compared[site]})),
      navigationTimes,
      navigationMedian,
      restedNavigationTimes,
      pointerRestMs: POINTER_REST_MS,
      interactions,
      buildSeconds,
    });
  } finally {
    await browser.close();
    server.close();
    server.closeAllConnections?.();
  }
}

/** Our pages beside the other site's of the same kinds: Lighthouse mobile and the load trace. */
function printComparison(results, compared, compareOrigin) {
  console.log(`\nBeside ${compareOrigin} (the same kinds of page, the same run)\n`);
  console.log(
    '| page | perf, ours / theirs | LCP | TBT | Lighthouse style + layout | longest task | long tasks | style + layout |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  results.forEach((ours, index) => {
    const theirs = compared[index];
    const show = (value, as) => (Number.isFinite(value) ? as(value) : '-');
    const pair = (pick, as = (value) => value) =>
      `${show(pick(ours), as)} / ${show(pick(theirs), as)}`;
    const mobile = (key, as) => pair((site) => site.mobile?.[key] ?? NaN, as);
    const traced = (pick, as) => pair((site) => (site.trace ? pick(site.trace) : NaN), as);
    console.log(
      `| ${[
        `${ours.path} / ${theirs.path}`,
        mobile('performance'),
        mobile('lcp', format),
        mobile('tbt', format),
        mobile('styleLayout', format),
        traced((trace) => trace.longestTask, format),
        traced((trace) => trace.longTasks),
        traced((trace) => trace.styleTime + trace.layoutTime, format),
      ].join(' | ')} |`,
    );
  });
}

await main();
