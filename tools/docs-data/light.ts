// What tools outside the site's build read of the docs data: its format, the path of each page's
// twin, the API reference's Markdown writer and the Markdown helpers it writes with. Nothing here imports the markdown parser, the
// highlighter or Node's modules (`light.test.ts` holds it to that), so the MCP server's bundle
// takes only what it uses.
export * from './docs-data';
export * from './twin-paths.mjs';
export * from './api-markdown';
export {blocks, fence, headingAt, inlineCode, table, tableCell} from './markdown-text';
export {
  API_GROUPS,
  API_KIND_NAMES,
  NO_DEFAULT,
  symbolsOf,
  type ApiGroupKey,
  type ApiSymbol,
} from '../api/api-groups';
