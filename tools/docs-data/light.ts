// What tools outside the site's build read of the docs data: its format, the path of each page's
// twin and the API reference's Markdown writer. Nothing here imports the markdown parser, the
// highlighter or Node's modules (`light.test.ts` holds it to that), so the MCP server's bundle
// takes only what it uses.
export * from './docs-data';
export * from './twin-paths.mjs';
export * from './api-markdown';
export {
  API_GROUPS,
  API_KIND_NAMES,
  NO_DEFAULT,
  symbolsOf,
  type ApiGroupKey,
  type ApiSymbol,
} from '../api/api-groups';
