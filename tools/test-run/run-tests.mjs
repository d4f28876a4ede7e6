// @ts-check
/**
 * `npm test`: every check, in the order that gets a 2-core machine through them soonest, with the
 * time of each stage at the end.
 *
 * 0. From the start, in the background: the fixture apps' installs (fixtures/), which mostly wait
 *    on the registry, download their frameworks while the rest goes on.
 * 1. The example catalogue is generated once (the type check and the catalogue's own tests read it).
 * 2. Lint, the formatting check, the type check and the production build run side by side: the
 *    first three use one core each, mostly waiting on files, and the build needs none of them.
 * 3. The unit tests (Vitest, a worker per core), and beside them the fixture apps' builds against
 *    the packages the site's build packed (once their installs are done).
 * 4. The end-to-end tests (Playwright, a worker per core) against the build of stage 2, the
 *    fixture apps among them.
 * 5. The short run in Firefox against the same build (site/firefox; it says so and passes where
 *    Firefox is not installed).
 *
 * A stage that fails stops the run after its side-by-side siblings end; their output is printed
 * whole, one after another, never interleaved. `--shard=<i>/<n>` runs the i-th of n parts of the
 * unit and end-to-end tests (for CI machines that split the run); lint, formatting and the type
 * check run in the first part only.
 */
import {spawn} from 'node:child_process';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {formatStageTimes, parseShard} from './stages.mjs';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (/** @type {string} */ name) => join(repoDir, 'node_modules', '.bin', name);

const shard = parseShard(process.argv.slice(2));
const shardArgs = shard ? [`--shard=${shard.index}/${shard.count}`] : [];
const firstShard = !shard || shard.index === 1;

/**
 * @typedef {{name: string, command: string, args: string[], after?: Step}} Step
 * @typedef {{name: string, seconds: number, ok: boolean}} StepTime
 */

/** @type {Step} */
const fixtureInstalls = {
  name: 'fixture installs',
  command: process.execPath,
  args: ['fixtures/prepare-fixtures.mjs', '--install'],
};

/** @type {Step[][]} */
const stages = [
  [
    {
      name: 'generate',
      command: process.execPath,
      args: ['tools/examples/generate-example-catalogue.mjs'],
    },
  ],
  [
    ...(firstShard
      ? [
          {name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.']},
          {name: 'format', command: bin('prettier'), args: ['--check', '.']},
          {name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json']},
        ]
      : []),
    {name: 'build', command: 'npm', args: ['run', 'build']},
  ],
  [
    {name: 'unit', command: bin('vitest'), args: ['run', ...shardArgs]},
    {
      name: 'fixture builds',
      command: process.execPath,
      args: ['fixtures/prepare-fixtures.mjs', '--build'],
      after: fixtureInstalls,
    },
  ],
  [{name: 'e2e', command: bin('playwright'), args: ['test', ...shardArgs]}],
  firstShard
    ? [{name: 'firefox', command: process.execPath, args: ['site/firefox/run-firefox.mjs']}]
    : [],
];

/**
 * Runs one step. Alone, its output streams through; beside others, it is kept and printed whole
 * when the step ends.
 * @param {Step} step
 * @param {boolean} alone
 * @returns {Promise<StepTime>}
 */
function runStep(step, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: repoDir,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
      },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (/** @type {boolean} */ ok) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        process.stdout.write(`\n── ${step.name} (${ok ? 'passed' : 'FAILED'}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({name: step.name, seconds, ok});
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** @type {StepTime[]} */
const times = [];
const runStarted = performance.now();
/** The steps started in the background with the run, by step. */
const background = new Map([[fixtureInstalls, runStep(fixtureInstalls, false)]]);

/**
 * Runs a step once the background step it comes after has passed.
 * @param {Step} step
 * @param {boolean} alone
 * @returns {Promise<StepTime>}
 */
async function runAfter(step, alone) {
  const before = step.after && background.get(step.after);
  if (before) {
    const result = await before;
    background.delete(/** @type {Step} */ (step.after));
    times.push(result);
    if (!result.ok) return {name: step.name, seconds: 0, ok: false};
  }
  return runStep(step, alone);
}

let failed = false;
for (const stage of stages) {
  if (stage.length === 0) continue;
  if (stage.length > 1)
    console.log(`\n▶ ${stage.map((step) => step.name).join(', ')}, side by side`);
  else console.log(`\n▶ ${stage[0]?.name}`);
  const results = await Promise.all(stage.map((step) => runAfter(step, stage.length === 1)));
  times.push(...results);
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
// A background step no stage reached (the run stopped early) still ends before the run does.
for (const pending of background.values()) times.push(await pending);
console.log(`\n${formatStageTimes(times, (performance.now() - runStarted) / 1000)}`);
process.exitCode = failed ? 1 : 0;
