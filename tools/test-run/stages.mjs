// @ts-check
/** The parts of `npm test`'s runner that are worth a unit test: its arguments and its report. */

/**
 * The `--shard=<i>/<n>` argument, or null when the run is whole.
 * @param {readonly string[]} args
 * @returns {{index: number, count: number} | null}
 * @throws {Error} On an argument the runner does not know, or a shard out of range.
 */
export function parseShard(args) {
  let shard = null;
  for (const arg of args) {
    const match = /^--shard=(\d+)\/(\d+)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}: npm test takes only --shard=<i>/<n>.`);
    const index = Number(match[1]);
    const count = Number(match[2]);
    if (count < 1 || index < 1 || index > count) {
      throw new Error(`--shard=${index}/${count}: the part must be between 1 and ${count}.`);
    }
    shard = {index, count};
  }
  return shard;
}

/**
 * The closing table of a run: each step's time, whether it passed, and the whole run's time
 * (side-by-side steps overlap, so the total is less than their sum).
 * @param {readonly {name: string, seconds: number, ok: boolean}[]} steps
 * @param {number} totalSeconds
 */
export function formatStageTimes(steps, totalSeconds) {
  const width = Math.max(5, ...steps.map((step) => step.name.length));
  const line = (
    /** @type {string} */ name,
    /** @type {number} */ seconds,
    /** @type {string} */ outcome,
  ) => `${name.padEnd(width)}  ${formatSeconds(seconds).padStart(8)}  ${outcome}`;
  return [
    'Time of each stage:',
    ...steps.map((step) => line(step.name, step.seconds, step.ok ? 'passed' : 'FAILED')),
    line('total', totalSeconds, steps.every((step) => step.ok) ? 'passed' : 'FAILED'),
  ].join('\n');
}

/** @param {number} seconds */
function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return whole < 60
    ? `${whole} s`
    : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * @typedef {object} GraphStep
 * @property {string} name
 * @property {string[]} [needs] The steps that must pass before it starts (absent ones are ignored).
 */

/**
 * Runs steps as soon as the steps each needs have passed, side by side where several can run.
 * After a failure no further step starts; those running end first. Returns each step's outcome
 * in the order they ended, and whether a step was never started (a failure before it).
 * @template {GraphStep} S
 * @param {readonly S[]} steps
 * @param {(step: S) => Promise<{name: string, seconds: number, ok: boolean}>} run
 */
export async function runStepGraph(steps, run) {
  const names = new Set(steps.map((step) => step.name));
  /** @type {Map<string, boolean>} */
  const done = new Map();
  /** @type {{name: string, seconds: number, ok: boolean}[]} */
  const results = [];
  const started = new Set();
  let failed = false;
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  const ready = (/** @type {S} */ step) =>
    (step.needs ?? []).every((need) => !names.has(need) || done.get(need) === true);
  for (;;) {
    if (!failed) {
      for (const step of steps) {
        if (started.has(step.name) || !ready(step)) continue;
        started.add(step.name);
        const promise = run(step).then((result) => {
          results.push(result);
          done.set(step.name, result.ok);
          if (!result.ok) failed = true;
          running.delete(promise);
        });
        running.add(promise);
      }
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return {results, skipped: steps.filter((step) => !started.has(step.name)).map((s) => s.name)};
}
