// @vitest-environment node
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {dataDirAdvice, resolveDataDir} from './data-dir';

describe('resolveDataDir', () => {
  let root: string;
  let packageDir: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-mcp-dir-'));
    packageDir = join(root, 'packages', 'docs-mcp');
    mkdirSync(packageDir, {recursive: true});
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('takes DOCS_MCP_DATA first, resolved from the working directory', () => {
    mkdirSync(join(packageDir, 'data'));
    expect(resolveDataDir(packageDir, {DOCS_MCP_DATA: 'some/data'})).toEqual({
      dir: resolve('some/data'),
      source: 'env',
    });
  });

  it("takes a packed package's data folder next", () => {
    mkdirSync(join(packageDir, 'data'));
    expect(resolveDataDir(packageDir, {DOCS_MCP_DATA: '  '})).toEqual({
      dir: join(packageDir, 'data'),
      source: 'package',
    });
  });

  it("falls back to the site's build in the repository", () => {
    const choice = resolveDataDir(packageDir, {});
    expect(choice).toEqual({dir: join(root, 'site', 'build', 'docs-data'), source: 'repository'});
    expect(dataDirAdvice(choice)).toMatch(/Build the site first.*DOCS_MCP_DATA/);
  });
});
