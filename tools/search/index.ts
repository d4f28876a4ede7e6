export {
  buildSearchDocuments,
  htmlToText,
  packSearchDocuments,
  unpackSearchDocuments,
  type PackedSearchDocument,
  type SearchDocument,
  type SearchGroup,
  type SearchGuideSource,
  type SearchItemSource,
  type SearchLevel,
  type SearchSources,
} from './search-documents';
