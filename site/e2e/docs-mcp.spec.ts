import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {
  StdioClientTransport,
  getDefaultEnvironment,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {expect, test} from './fixtures';

const bin = fileURLToPath(new URL('../../packages/docs-mcp/bin/docs-mcp.mjs', import.meta.url));
const dataDir = fileURLToPath(new URL('../build/docs-data', import.meta.url));

/** The text of a tool's answer. */
const text = (result: unknown) =>
  (result as CallToolResult).content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('');

// The server as an assistant starts it (its bin over stdio), on what this build wrote: its answers
// are the site's own pages and search.
test.describe('the docs MCP server on the built docs', () => {
  let client: Client;

  test.beforeAll(async () => {
    client = new Client({name: 'e2e', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin],
        env: {...getDefaultEnvironment(), DOCS_MCP_DATA: dataDir},
        stderr: 'pipe',
      }),
    );
  });
  test.afterAll(() => client?.close());

  test("serves the site's twins and finds what the site's search finds", async ({request}) => {
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    for (const part of ['search', 'page', 'api', 'example']) {
      expect(
        names.some((name) => name.includes(part)),
        part,
      ).toBe(true);
    }
    const served = await (await request.get('/components/tooltip/overview.md')).text();
    const page = await client.callTool({
      name: 'get_page',
      arguments: {path: '/components/tooltip/overview'},
    });
    expect(text(page)).toBe(served);

    const found = await client.callTool({
      name: 'search_docs',
      arguments: {query: 'tooltip', limit: 3},
    });
    expect(found.isError).toBeFalsy();
    expect(text(found)).toContain('/components/tooltip/');

    const api = await client.callTool({name: 'get_api', arguments: {name: 'Tooltip'}});
    expect(text(api)).toContain("import {Tooltip} from '@material-react/material/tooltip'");

    const missing = await client.callTool({
      name: 'get_example',
      arguments: {id: 'tooltip-overvew'},
    });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toContain('tooltip-overview');
  });
});
