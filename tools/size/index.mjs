// @ts-check
/**
 * The measured bundle size of each public entry point (see `measure-size.mjs`), its budget and
 * how it is written; `@material-react/tools/size`.
 */

/** @typedef {import('./measure-size.mjs').EntrySize} EntrySize */
/** @typedef {import('./measure-size.mjs').SizeReport} SizeReport */
/** @typedef {import('./measure-size.mjs').Weight} Weight */
export {
  entryPointsWithMainExports,
  exportedValues,
  importLine,
  listEntryPoints,
  mainExport,
} from './entry-points.mjs';
export {
  SIZE_REPORT_PATH,
  consumerSource,
  measureEntryPoints,
  writeSizeReport,
} from './measure-size.mjs';
export {
  formatKilobytes,
  sizeSentence,
  sizeTableMarkdown,
  sizeTableText,
  sortBySize,
  totalGzip,
} from './size-format.mjs';
export {BUDGET_TOLERANCE, budgetFor, budgetProblems, readBudget} from './size-budget.mjs';
