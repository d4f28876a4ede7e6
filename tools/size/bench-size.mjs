// @ts-check
/**
 * `npm run bench:size`: packs the library (`tools/package/build-packages.mjs`), measures what
 * each public entry point adds to an app that already has React (see `measure-size.mjs`) and
 * prints the table, largest first, with any entry point over its budget.
 * `npm run bench:size -- --write-budget` also writes the measured figures as the new budget
 * (`size-budget.json`), for a change that grows an entry point on purpose.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {packAndMeasure} from './pack-and-measure.mjs';
import {BUDGET_FILE, budgetFor, budgetProblems, readBudget} from './size-budget.mjs';
import {sizeTableText} from './size-format.mjs';

const report = await packAndMeasure();
console.log(sizeTableText(report.entries));
console.log(
  `\n${report.entries.length} entry points, bundled by esbuild ${report.esbuild} (minified, React and React DOM external); kB = 1,000 bytes.`,
);
console.log(`Written to ${join('build', 'size', 'entry-sizes.json')}.`);
if (process.argv.includes('--write-budget')) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budgetFor(report.entries), null, 2)}\n`);
  console.log('Budget written to tools/size/size-budget.json.');
} else {
  const problems = budgetProblems(report.entries, readBudget());
  for (const problem of problems) console.log(`Over budget: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}
