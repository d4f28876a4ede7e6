// @vitest-environment node
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {copyDocsData} from '../scripts/copy-data.mjs';
import {FIXTURE_DATA_DIR} from './fixtures/fixture-store';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('packing the docs with the server', () => {
  let temp: string;
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), 'docs-mcp-pack-'));
  });
  afterEach(() => rmSync(temp, {recursive: true, force: true}));

  it('copies complete docs data into the data folder', () => {
    const target = join(temp, 'data');
    mkdirSync(target);
    writeFileSync(join(target, 'stale.json'), '{}');
    copyDocsData(FIXTURE_DATA_DIR, target);
    expect(readFileSync(join(target, 'docs.json'), 'utf8')).toBe(
      readFileSync(join(FIXTURE_DATA_DIR, 'docs.json'), 'utf8'),
    );
    expect(existsSync(join(target, 'pages', 'components', 'button', 'api.md'))).toBe(true);
    expect(existsSync(join(target, 'stale.json'))).toBe(false);
  });

  it('refuses docs data that the site has not built, and says how to build it', () => {
    expect(() => copyDocsData(join(temp, 'docs-data'), join(temp, 'data'))).toThrow(
      /docs-data lacks docs\.json, search-index\.json, pages: build the site first/,
    );
    expect(existsSync(join(temp, 'data'))).toBe(false);
  });

  it('packs the bin, the bundle, the data and the README, and not the sources', () => {
    for (const folder of ['bin', 'src', 'scripts']) {
      cpSync(join(packageDir, folder), join(temp, folder), {recursive: true});
    }
    cpSync(join(packageDir, 'package.json'), join(temp, 'package.json'));
    cpSync(join(packageDir, 'README.md'), join(temp, 'README.md'));
    mkdirSync(join(temp, 'dist'));
    writeFileSync(join(temp, 'dist', 'docs-mcp.js'), 'export async function main() {}\n');
    copyDocsData(FIXTURE_DATA_DIR, join(temp, 'data'));

    const npm = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: temp,
      encoding: 'utf8',
    });
    expect(npm.status, npm.stderr).toBe(0);
    const [{files}] = JSON.parse(npm.stdout) as [{files: {path: string}[]}];
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'bin/docs-mcp.mjs',
        'dist/docs-mcp.js',
        'data/docs.json',
        'data/search-index.json',
        'data/pages/index.md',
        'data/pages/components/button/overview.md',
      ]),
    );
    expect(paths.filter((path) => /^(src|scripts)\//.test(path))).toEqual([]);
  });
});
