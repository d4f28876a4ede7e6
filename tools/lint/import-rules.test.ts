// @vitest-environment node
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {ESLint} from 'eslint';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * The repository's own ESLint config (`eslint.config.js`) against small modules written for the
 * test, so a change to the config that lets an import loop through cannot pass unseen.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;
let dir: string;

beforeAll(() => {
  eslint = new ESLint({cwd: ROOT});
  // Inside the repository, where the config's globs apply; removed after the tests.
  dir = mkdtempSync(join(ROOT, 'tools', 'lint', 'import-rules-fixture-'));
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Writes the modules (name -> source) into the test's folder. */
function write(files: Record<string, string>) {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
}

/** What one rule reports on a file, `line: message`. */
async function reported(file: string, ruleId: string, text?: string): Promise<string[]> {
  const [result] =
    text === undefined
      ? await eslint.lintFiles([file])
      : await eslint.lintText(text, {filePath: file});
  return result!.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => `${message.line}: ${message.message}`);
}

describe('import cycles', () => {
  it('reports a cycle that closes through a dynamic import()', async () => {
    write({
      'measure.mjs': "export const measureLater = () => import('./pack.mjs');\n",
      'pack.mjs':
        "import {measureLater} from './measure.mjs';\nexport const pack = measureLater;\n",
    });
    expect(await reported(join(dir, 'measure.mjs'), 'import-x/no-cycle')).toEqual([
      '1: Dependency cycle detected',
    ]);
    expect(await reported(join(dir, 'pack.mjs'), 'import-x/no-cycle')).toEqual([
      '1: Dependency cycle detected',
    ]);
  }, 60_000);

  it('reports one whose import() is awaited at the top level, behind a condition', async () => {
    write({
      'cli.mjs': [
        'export const OUT_DIR = "build";',
        "if (process.argv.includes('--measure')) {",
        "  const {report} = await import('./report.mjs');",
        '  report();',
        '}',
        '',
      ].join('\n'),
      'report.mjs': "import {OUT_DIR} from './cli.mjs';\nexport const report = () => OUT_DIR;\n",
    });
    expect(await reported(join(dir, 'cli.mjs'), 'import-x/no-cycle')).toEqual([
      '3: Dependency cycle detected',
    ]);
  }, 60_000);

  it('leaves one-way imports, dynamic ones included, alone', async () => {
    write({
      'entry.mjs': "export const load = () => import('./leaf.mjs');\n",
      'leaf.mjs': 'export const leaf = 1;\n',
    });
    expect(await reported(join(dir, 'entry.mjs'), 'import-x/no-cycle')).toEqual([]);
  }, 60_000);
});

describe('tools/package and tools/size', () => {
  it('keeps tools/package from importing tools/size, through import() as well', async () => {
    const file = join(ROOT, 'tools', 'package', 'sizes-after-packing.mjs');
    const source = [
      "import {SIZE_REPORT_PATH} from '../size/measure-size.mjs';",
      "export const measure = () => import('../size/measure-size.mjs');",
      'export {SIZE_REPORT_PATH};',
      '',
    ].join('\n');
    const message =
      'tools/size measures the packed packages: it imports tools/package, never the reverse.';
    expect(await reported(file, 'import-x/no-restricted-paths', source)).toEqual([
      `1: Unexpected path "../size/measure-size.mjs" imported in restricted zone. ${message}`,
      `2: Unexpected path "../size/measure-size.mjs" imported in restricted zone. ${message}`,
    ]);
  }, 60_000);
});
