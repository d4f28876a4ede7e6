// @ts-check
/**
 * `npm test`: every check, each started as soon as what it needs has passed, so that a 2-core
 * machine is kept busy, with the time of each step at the end.
 *
 * - `fixture installs`, from the start: the fixture apps' framework installs (fixtures/), which
 *   mostly wait on the registry.
 * - `generate`: the example catalogue, once (the type check and the catalogue's tests read it).
 * - `lint`, `format`, `typecheck` and `build`, side by side once the catalogue is there.
 * - `unit` (Vitest, a worker per core) once lint, formatting and the type check are done: it
 *   needs no build, and runs beside the build's last, mostly single-threaded part (prerendering).
 * - `compiler` beside it: the examples' tests again, on the library and the examples compiled
 *   with the React Compiler (vitest.compiler.config.ts), which also fails on a component or hook
 *   the compiler cannot compile. The examples' tests only, to stay short: 50 s alone, and 80 s
 *   beside the unit tests, which it slowed by 13 s.
 * - `fixture builds` once the build has packed the packages and the installs are done.
 * - `e2e` (Playwright, a worker per core and one more) against the build, the fixture apps
 *   among them, once everything else has passed, and beside it `firefox`, the short run in
 *   Firefox (site/firefox; it says so and passes where Firefox is not installed). The e2e run
 *   streams its output; the others' output is printed whole as each ends, never interleaved.
 *
 * After a failure nothing more starts, and the steps running end first. `--shard=<i>/<n>` runs
 * the i-th of n parts of the unit and end-to-end tests (for CI machines that split the run);
 * lint, formatting, the type check, the React Compiler job and the Firefox run are in the first
 * part only.
 */
import {spawn} from 'node:child_process';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {formatStageTimes, parseShard, runStepGraph} from './stages.mjs';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (/** @type {string} */ name) => join(repoDir, 'node_modules', '.bin', name);

const shard = parseShard(process.argv.slice(2));
const shardArgs = shard ? [`--shard=${shard.index}/${shard.count}`] : [];
const firstShard = !shard || shard.index === 1;

/**
 * @typedef {{name: string, command: string, args: string[], needs?: string[], stream?: boolean}} Step
 * @typedef {{name: string, seconds: number, ok: boolean}} StepTime
 */

const node = process.execPath;
/** @type {Step[]} */
const steps = [
  {name: 'fixture installs', command: node, args: ['fixtures/prepare-fixtures.mjs', '--install']},
  {name: 'generate', command: node, args: ['tools/examples/generate-example-catalogue.mjs']},
  ...(firstShard
    ? [
        {name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.']},
        {name: 'format', command: bin('prettier'), args: ['--check', '.']},
        {name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json']},
      ].map((step) => ({...step, needs: ['generate']}))
    : []),
  {name: 'build', command: 'npm', args: ['run', 'build'], needs: ['generate']},
  {
    name: 'unit',
    command: bin('vitest'),
    args: ['run', ...shardArgs],
    needs: ['generate', 'lint', 'format', 'typecheck'],
  },
  ...(firstShard
    ? [
        {
          name: 'compiler',
          command: bin('vitest'),
          args: ['run', '-c', 'vitest.compiler.config.ts'],
          // What the unit tests need; whole in the first part, as it is short.
          needs: ['generate', 'lint', 'format', 'typecheck'],
        },
      ]
    : []),
  {
    name: 'fixture builds',
    command: node,
    args: ['fixtures/prepare-fixtures.mjs', '--build'],
    needs: ['build', 'fixture installs'],
  },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test', ...shardArgs],
    needs: ['build', 'unit', 'fixture builds'],
    stream: true,
  },
  ...(firstShard
    ? [
        {
          name: 'firefox',
          command: node,
          args: ['site/firefox/run-firefox.mjs'],
          // Beside the end-to-end run, whose workers leave a core idle now and then (waiting on
          // a slowed network or CPU, or at the end, on the last test); printed whole as it ends.
          needs: ['build', 'unit', 'fixture builds'],
        },
      ]
    : []),
];

/**
 * Runs one step. A streaming step's output goes straight through (one streams at a time);
 * another's is kept and printed whole when the step ends.
 * @param {Step} step
 * @returns {Promise<StepTime>}
 */
function runStep(step) {
  const alone = step.stream === true;
  console.log(`\n▶ ${step.name}`);
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

const runStarted = performance.now();
const {results, skipped} = await runStepGraph(steps, runStep);
if (skipped.length > 0) console.log(`\nNot started after the failure: ${skipped.join(', ')}.`);
console.log(`\n${formatStageTimes(results, (performance.now() - runStarted) / 1000)}`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
