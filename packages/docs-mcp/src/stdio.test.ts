// @vitest-environment node
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {
  StdioClientTransport,
  getDefaultEnvironment,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDocsMcp} from '../scripts/build.mjs';
import {FIXTURE_DATA_DIR} from './fixtures/fixture-store';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(packageDir, 'bin', 'docs-mcp.mjs');

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** The built package, started through its bin as an MCP client starts it. */
describe('the docs-mcp bin over stdio', () => {
  let client: Client;

  beforeAll(async () => {
    // `npm test` runs the unit tests before the build, so the test builds the bundle itself.
    await buildDocsMcp();
    client = new Client({name: 'docs-mcp-stdio-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin],
        env: {...getDefaultEnvironment(), DOCS_MCP_DATA: FIXTURE_DATA_DIR},
        stderr: 'pipe',
      }),
    );
  }, 60_000);
  afterAll(() => client?.close());

  it('starts and introduces itself', () => {
    expect(client.getServerVersion()?.name).toBe('@material-react/docs-mcp');
    expect(client.getInstructions()).toContain('Material for React');
  });

  it('searches the docs', async () => {
    const result = (await client.callTool({
      name: 'search_docs',
      arguments: {query: 'tooltip', limit: 3},
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain(
      '1. **Tooltip** (Components, page)\n' +
        '   Components › Tooltip › Overview: https://docs.example.test/components/tooltip/overview',
    );
  });

  it('gives a page, and an error result for a missing one', async () => {
    const page = (await client.callTool({
      name: 'get_page',
      arguments: {path: '/guide/getting-started.md'},
    })) as CallToolResult;
    expect(textOf(page)).toMatch(/^# Getting started\n/);
    const missing = (await client.callTool({
      name: 'get_page',
      arguments: {path: '/guide/getting-stared'},
    })) as CallToolResult;
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('Did you mean: `/guide/getting-started`?');
  });

  it('exits with a message, not a stack trace, when the docs data is missing', () => {
    const run = spawnSync(process.execPath, [bin], {
      env: {...process.env, DOCS_MCP_DATA: join(FIXTURE_DATA_DIR, 'missing')},
      encoding: 'utf8',
      input: '',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('material-react-docs-mcp: cannot read the docs.');
    expect(run.stderr).toContain('There is no docs data directory at');
    expect(run.stderr).toContain('Check DOCS_MCP_DATA');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('says how to build it when the bundle is missing', () => {
    const copy = mkdtempSync(join(tmpdir(), 'docs-mcp-bin-'));
    try {
      cpSync(join(packageDir, 'bin'), join(copy, 'bin'), {recursive: true});
      const run = spawnSync(process.execPath, [join(copy, 'bin', 'docs-mcp.mjs')], {
        encoding: 'utf8',
        input: '',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        'material-react-docs-mcp: the server is not built. In the repository, run `npm run build:mcp`.\n',
      );
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  });
});
