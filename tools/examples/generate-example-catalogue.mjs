// @ts-check
/**
 * Generates the example catalogue of `@material-react/examples` (its `catalogue` entry point):
 * `npm run generate`, which the root `typecheck` and `test:unit` scripts run first, since they
 * compile and test the catalogue. The site's build does not read it: it reads the same index
 * from `collectExamples()`. Exits with 1 and lists every problem when an example folder breaks
 * the naming rules. The file is only rewritten when its text changes, so watchers and build
 * caches see no change when there is none.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {collectExamples, ExampleCatalogueError, EXAMPLES_SRC_DIR} from './collect-examples.mjs';
import {renderCatalogue} from './render-catalogue.mjs';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The generated module, inside {@link EXAMPLES_SRC_DIR}. */
export const CATALOGUE_FILE = join('catalogue', 'example-catalogue.generated.ts');

/**
 * Scans the examples and writes the catalogue module when its text changed.
 * @param {{srcDir?: string, displayRoot?: string}} [options] `srcDir`: the folder holding
 *     `material/`, `cdk/` and the output (default: the examples package's `src`).
 * @returns {{entries: import('./collect-examples.mjs').ExampleEntry[], file: string, changed: boolean}}
 * @throws {ExampleCatalogueError} When an example folder breaks the rules.
 */
export function generateExampleCatalogue({srcDir = EXAMPLES_SRC_DIR, displayRoot = repoDir} = {}) {
  const entries = collectExamples(srcDir, {displayRoot});
  const file = join(srcDir, CATALOGUE_FILE);
  const text = renderCatalogue(entries);
  const changed = readOrEmpty(file) !== text;
  if (changed) {
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, text);
  }
  return {entries, file, changed};
}

/** @param {string} file */
function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const {entries, file, changed} = generateExampleCatalogue();
    const count = `${entries.length} example${entries.length === 1 ? '' : 's'}`;
    const where = relative(process.cwd(), file);
    console.log(`Example catalogue: ${count}, ${changed ? 'written to' : 'unchanged in'} ${where}`);
  } catch (error) {
    if (!(error instanceof ExampleCatalogueError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
