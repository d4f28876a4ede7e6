import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import packageJson from '../package.json' with {type: 'json'};
import type {DocsStore} from './docs-store';
import {getApi, getApiInput} from './tools/get-api';
import {getExample, getExampleInput} from './tools/get-example';
import {getPage, getPageInput} from './tools/get-page';
import {listItems, listItemsInput} from './tools/list-items';
import {searchDocs, searchDocsInput, searchDocsOutput} from './tools/search-docs';
import {ToolFailure, type ToolAnswer} from './tools/tool-answer';

/** What the server tells a client about itself and how to use its tools. */
export function serverInstructions(store: DocsStore): string {
  const {docs} = store;
  return [
    `The documentation of ${docs.siteName}, version ${docs.version} (${docs.siteUrl}):`,
    '`@material-react/material`, Material Design components for React, and',
    '`@material-react/cdk`, the component development kit of headless behaviour (accessibility,',
    'overlays, dialogs, drag and drop, tables, trees…) that the components are built on.',
    'search_docs finds pages, headings, API symbols and examples by words, ranked as the site',
    "ranks them; get_page gives a page's Markdown by its path; get_api gives the API of an item",
    '(`button`, `cdk/overlay`) or of one symbol (`TooltipProps`); list_items lists the sections,',
    "their items and the guides; get_example gives an example's source files.",
  ].join(' ');
}

/** Runs a tool: its answer, or an error result that says what was wrong with the input. */
function run(answer: () => ToolAnswer): CallToolResult {
  try {
    const {text, structured} = answer();
    return {content: [{type: 'text', text}], ...(structured && {structuredContent: structured})};
  } catch (error) {
    if (error instanceof ToolFailure) {
      return {content: [{type: 'text', text: error.message}], isError: true};
    }
    throw error;
  }
}

/** Every tool only reads the docs, and the docs are a closed set. */
const READ_ONLY = {readOnlyHint: true, idempotentHint: true, openWorldHint: false} as const;

/** The MCP server over the docs of one docs-data directory. */
export function createDocsServer(store: DocsStore): McpServer {
  const server = new McpServer(
    {name: packageJson.name, title: `${store.docs.siteName} docs`, version: packageJson.version},
    {instructions: serverInstructions(store)},
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Full-text search over the ${store.docs.siteName} docs (components, CDK modules, guides, ` +
        'API symbols and their members, examples), with the same engine and ranking as the ' +
        "site's search. Each result has its title, kind, where it lives, its absolute URL, the " +
        'path of its page (for get_page) and an excerpt.',
      inputSchema: searchDocsInput,
      outputSchema: searchDocsOutput,
      annotations: READ_ONLY,
    },
    (input) => run(() => searchDocs(store, input)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a page as Markdown',
      description:
        "A page of the docs as Markdown: its Markdown twin, the same text the site serves at the page's " +
        'path plus `.md`. Overview, API, examples and styling pages of items, guides, and the home page.',
      inputSchema: getPageInput,
      annotations: READ_ONLY,
    },
    (input) => run(() => getPage(store, input)),
  );

  server.registerTool(
    'get_api',
    {
      title: 'Get an API reference',
      description:
        'The API reference as Markdown. For an item id (`button`, `cdk/overlay`): every symbol of ' +
        'its entry points, with props tables (name, type, default, description), hook and ' +
        'function signatures with parameters, classes, types and constants. For a symbol name ' +
        '(`Tooltip`, `TooltipProps`, `useFocusOrigin`): that symbol, its entry point and import line.',
      inputSchema: getApiInput,
      annotations: READ_ONLY,
    },
    (input) => run(() => getApi(store, input)),
  );

  server.registerTool(
    'list_items',
    {
      title: 'List sections, items and guides',
      description:
        'The sections of the docs (Components, CDK) with their items: id, name, one-line summary, ' +
        'pages, entry points and example ids; and the guides. Give a section to list only it.',
      inputSchema: listItemsInput,
      annotations: READ_ONLY,
    },
    (input) => run(() => listItems(store, input)),
  );

  server.registerTool(
    'get_example',
    {
      title: 'Get an example',
      description:
        "A live example's source: its title, the item it belongs to and its URL, and every file " +
        '(TSX, CSS…) in a fenced code block under its file name.',
      inputSchema: getExampleInput,
      annotations: READ_ONLY,
    },
    (input) => run(() => getExample(store, input)),
  );

  return server;
}
