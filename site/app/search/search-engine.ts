/**
 * The search engine the dialog and the search page load on demand (this module is their lazy
 * chunk). Its implementation lives in `@material-react/tools/search`, shared with the docs' MCP
 * server (`packages/docs-mcp`), so that both rank alike.
 */
export {
  createSearchEngine,
  createSearchEngineInSlices,
  excerptOf,
  splitWords,
  tokenize,
  unpackSearchDocuments,
  type SearchEngine,
  type SearchQueryOptions,
  type SearchResult,
  type SearchResultGroup,
  type SearchResults,
  type TextPart,
} from '@material-react/tools/search';
