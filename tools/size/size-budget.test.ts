// @vitest-environment node
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {listEntryPoints} from './entry-points.mjs';
import {measureEntryPoints} from './measure-size.mjs';
import {budgetProblems, readBudget} from './size-budget.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

// The budget is checked against a measurement of the packages' TypeScript sources, bundled with
// the same esbuild options as the packed packages the build measures: packing both packages
// takes longer than a unit test should, and the two measurements differ by a few bytes (see
// measure-size.mjs), far under the 10% the budget allows. A few seconds for every entry point.
describe('the size budget (tools/size/size-budget.json)', () => {
  it('holds for every public entry point', {timeout: 60_000}, async () => {
    const report = await measureEntryPoints({root: ROOT});
    expect(report.entries.map((entry) => entry.entryPoint)).toEqual(
      listEntryPoints(ROOT).map((entry) => entry.entryPoint),
    );
    for (const entry of report.entries) expect(entry.js.gzip, entry.entryPoint).toBeGreaterThan(0);
    expect(budgetProblems(report.entries, readBudget())).toEqual([]);
  });
});
