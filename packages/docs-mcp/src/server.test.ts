// @vitest-environment node
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient} from './fixtures/fixture-store';

type Connection = Awaited<ReturnType<typeof connectFixtureClient>>;

describe('the docs MCP server', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  it('says what the docs are', () => {
    const instructions = connection.client.getInstructions() ?? '';
    expect(instructions).toContain('Material for React');
    expect(instructions).toContain('`@material-react/material`');
    expect(instructions).toContain('`@material-react/cdk`');
    expect(instructions).toContain('https://docs.example.test');
    expect(connection.client.getServerVersion()).toMatchObject({
      name: '@material-react/docs-mcp',
      version: '1.0.0',
    });
  });

  it('lists the five tools, each described, read-only and with an input schema', async () => {
    const {tools} = await connection.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api',
      'get_example',
      'get_page',
      'list_items',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.inputSchema.type).toBe('object');
    }
    const schema = (name: string) => tools.find((tool) => tool.name === name)!.inputSchema;
    expect(schema('search_docs')).toMatchObject({
      properties: {
        query: {type: 'string', maxLength: 500},
        limit: {type: 'integer', minimum: 1, maximum: 50},
      },
      required: ['query'],
    });
    expect(schema('get_page')).toMatchObject({
      properties: {path: {type: 'string'}},
      required: ['path'],
    });
    expect(schema('get_api')).toMatchObject({properties: {name: {type: 'string'}}});
    expect(schema('get_example')).toMatchObject({properties: {id: {type: 'string'}}});
    expect(schema('list_items')).toMatchObject({properties: {section: {type: 'string'}}});
    expect(schema('list_items').required ?? []).toEqual([]);
    expect(tools.find((tool) => tool.name === 'search_docs')!.outputSchema).toMatchObject({
      properties: {results: {type: 'array'}},
    });
  });

  it('answers a wrong-typed argument with an error result, and keeps answering', async () => {
    const wrong = await connection.call('search_docs', {query: 42});
    expect(wrong.isError).toBe(true);
    expect(wrong.text).toMatch(/Invalid arguments for tool search_docs.*expected string.*query/s);
    const missing = await connection.call('get_api', {});
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(/Invalid arguments for tool get_api.*name/s);
    const badLimit = await connection.call('search_docs', {query: 'tooltip', limit: 'many'});
    expect(badLimit.isError).toBe(true);
    expect(badLimit.text).toMatch(/expected number.*limit/s);
    const next = await connection.call('search_docs', {query: 'tooltip'});
    expect(next.isError).toBe(false);
    expect(next.text).toContain('**Tooltip**');
  });

  it('answers an unknown tool with an error result', async () => {
    const unknown = await connection.call('delete_docs', {});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Tool delete_docs not found');
  });
});
