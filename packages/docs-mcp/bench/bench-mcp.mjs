// Measures the docs MCP server as a client sees it: the built bin started over stdio against
// site/build/docs-data (or DOCS_MCP_DATA). Start: spawn to the answered `initialize`, and to the
// first tool answer (a search, which also builds the search index). Then each tool over about
// fifty calls with varied inputs, median and max. Run: npm run bench:mcp (never part of npm test).
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {
  StdioClientTransport,
  getDefaultEnvironment,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildDocsMcp} from '../scripts/build.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(packageDir, 'bin', 'docs-mcp.mjs');
const dataDir = resolve(
  process.env.DOCS_MCP_DATA || join(packageDir, '..', '..', 'site', 'build', 'docs-data'),
);
const STARTS = 5;
const CALLS = 50;

if (!existsSync(join(dataDir, 'docs.json'))) {
  console.error(
    `bench:mcp: no docs data at ${dataDir}. Build the site (npm run build) or set DOCS_MCP_DATA.`,
  );
  process.exit(1);
}
if (!existsSync(join(packageDir, 'dist', 'docs-mcp.js'))) {
  console.log('Building the server first (npm run build:mcp)…');
  await buildDocsMcp();
}

async function connect() {
  const client = new Client({name: 'docs-mcp-bench', version: '1.0.0'});
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin],
    env: {...getDefaultEnvironment(), DOCS_MCP_DATA: dataDir},
    stderr: 'inherit',
  });
  await client.connect(transport);
  return client;
}

/** Calls a tool and fails loudly on an error result the bench did not ask for. */
async function call(client, name, args, expectError = false) {
  const result = await client.callTool({name, arguments: args});
  if (Boolean(result.isError) !== expectError) {
    const text = result.content.map((part) => part.text ?? '').join('\n');
    throw new Error(`${name}(${JSON.stringify(args)}) answered unexpectedly: ${text}`);
  }
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** Fifty inputs for each tool, cycling through what the docs hold (and a few misses). */
function inputs() {
  const docs = JSON.parse(readFileSync(join(dataDir, 'docs.json'), 'utf8'));
  const items = docs.sections.flatMap((section) => section.items.map((item) => ({section, item})));
  const symbols = docs.api.flatMap((api) =>
    [...api.components, ...api.hooks, ...api.functions, ...api.classes, ...api.types].map(
      (symbol) => symbol.name,
    ),
  );
  const pages = [
    '/',
    ...items.flatMap(({item}) => item.tabs.map((tab) => `${item.path}/${tab}`)),
    ...docs.guides.map((guide) => `${guide.path}.md`),
  ];
  const typo = (word) =>
    word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word;
  const queries = [
    ...items.map(({item}) => item.name.toLowerCase()),
    ...items.map(({item}) => typo(item.id)),
    ...symbols,
    ...docs.guides.map((guide) => guide.name),
    'how to theme a component',
    'keyboard focus',
    'sel',
  ];
  const cycle = (list) => Array.from({length: CALLS}, (_, index) => list[index % list.length]);
  return {
    search_docs: cycle(queries).map((query) => ({args: {query}})),
    get_page: cycle(pages).map((path) => ({args: {path}})),
    get_api: cycle([
      ...items.map(({section, item}) => `${section.key}/${item.id}`),
      ...symbols,
      'no-such-symbol',
    ]).map((name) => ({args: {name}, error: name === 'no-such-symbol'})),
    list_items: cycle([undefined, ...docs.sections.map((section) => section.key), 'guides']).map(
      (section) => ({args: section === undefined ? {} : {section}}),
    ),
    get_example: cycle(docs.examples.length > 0 ? docs.examples.map((example) => example.id) : [])
      .filter(Boolean)
      .map((id) => ({args: {id}})),
  };
}

async function measureStarts() {
  const initialized = [];
  const firstAnswer = [];
  for (let run = 0; run < STARTS; run++) {
    const started = performance.now();
    const client = await connect();
    initialized.push(performance.now() - started);
    await call(client, 'search_docs', {query: 'button'});
    firstAnswer.push(performance.now() - started);
    await client.close();
  }
  return {initialized, firstAnswer};
}

async function measureTools() {
  const client = await connect();
  const rows = [];
  try {
    for (const [tool, calls] of Object.entries(inputs())) {
      const times = [];
      for (const {args, error} of calls) {
        const started = performance.now();
        await call(client, tool, args, error);
        times.push(performance.now() - started);
      }
      if (times.length > 0) rows.push({tool, calls: times.length, times});
    }
  } finally {
    await client.close();
  }
  return rows;
}

const documents = JSON.parse(readFileSync(join(dataDir, 'search-index.json'), 'utf8')).length;
console.log(`Docs data: ${dataDir} (${documents} search documents)`);
console.log(`Node ${process.version}, ${STARTS} starts, ${CALLS} calls per tool\n`);

const starts = await measureStarts();
const tools = await measureTools();
const table = [
  ['measure', 'runs', 'median', 'max'],
  [
    'start: spawn → initialize answered',
    STARTS,
    ms(median(starts.initialized)),
    ms(Math.max(...starts.initialized)),
  ],
  [
    'start: spawn → first search answered',
    STARTS,
    ms(median(starts.firstAnswer)),
    ms(Math.max(...starts.firstAnswer)),
  ],
  ...tools.map(({tool, calls, times}) => [tool, calls, ms(median(times)), ms(Math.max(...times))]),
].map((row) => row.map(String));
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const [index, row] of table.entries()) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  '),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
