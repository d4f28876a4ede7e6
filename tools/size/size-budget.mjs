// @ts-check
/**
 * The size budget: one number per public entry point in `size-budget.json`, the gzip bytes
 * (JavaScript and CSS together) it may add to an app that already has React. An entry point
 * more than {@link BUDGET_TOLERANCE} over its number fails the unit tests, so a regression is
 * seen in the change that causes it; a deliberate growth updates the file
 * (`npm run bench:size -- --write-budget`) in the same change, where a reviewer sees it.
 */
import {readFileSync} from 'node:fs';
import {totalGzip} from './size-format.mjs';

/** How far over its budget an entry point may grow: 10%. */
export const BUDGET_TOLERANCE = 0.1;

/** The budget file, beside this module. */
export const BUDGET_FILE = new URL('./size-budget.json', import.meta.url);

/** @typedef {Readonly<Record<string, number>>} SizeBudget */

/** @returns {SizeBudget} */
export function readBudget() {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
}

/**
 * A budget for the measured entries: each entry's gzip total, rounded up to the next 50 bytes,
 * sorted by entry point.
 * @param {readonly import('./measure-size.mjs').EntrySize[]} entries
 * @returns {SizeBudget}
 */
export function budgetFor(entries) {
  const sorted = [...entries].sort((a, b) => a.entryPoint.localeCompare(b.entryPoint, 'en'));
  return Object.fromEntries(
    sorted.map((entry) => [entry.entryPoint, Math.ceil(totalGzip(entry) / 50) * 50]),
  );
}

/**
 * What is wrong with the measured entries against a budget: entry points over their number by
 * more than the tolerance, entry points without a number (a new entry point needs one), and
 * numbers for entry points that no longer exist.
 * @param {readonly import('./measure-size.mjs').EntrySize[]} entries
 * @param {SizeBudget} budget
 * @returns {string[]} One line per problem; none when the budget holds.
 */
export function budgetProblems(entries, budget) {
  const problems = [];
  for (const entry of entries) {
    const allowed = budget[entry.entryPoint];
    if (allowed === undefined) {
      problems.push(`${entry.entryPoint} has no budget in size-budget.json.`);
      continue;
    }
    const measured = totalGzip(entry);
    const limit = Math.floor(allowed * (1 + BUDGET_TOLERANCE));
    if (measured > limit) {
      problems.push(
        `${entry.entryPoint} adds ${measured} B gzip, over its budget of ${allowed} B by more than 10% (at most ${limit} B).`,
      );
    }
  }
  const measuredNames = new Set(entries.map((entry) => entry.entryPoint));
  for (const entryPoint of Object.keys(budget)) {
    if (!measuredNames.has(entryPoint)) {
      problems.push(`${entryPoint} is in size-budget.json but is no entry point.`);
    }
  }
  return problems;
}
