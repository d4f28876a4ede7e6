/**
 * The build's docs model: what the docs are made from (the repository's paths, the manifest's
 * items, the example index) and what is made of it once per build (rendered markdown, the items'
 * header facts, the search index's documents), with the one way to report a problem in the
 * sources and the one way to forget it all when a source changes in the dev server. The
 * docs-content plugin (the pages' modules) and the Markdown twins plugin both read it.
 */
export {
  exampleEntries,
  exampleFiles,
  exampleIconImports,
  exampleLibraries,
  renderExampleSource,
} from './examples';
export {DOCS_SOURCE_DIRS, invalidateDocsModel} from './invalidate';
export {reportProblem} from './problems';
export {itemFactsOf, renderDoc, renderFile, setBuilding, stylingExamples} from './rendered-docs';
export {collectSearchDocuments} from './search-documents';
export {GUIDES_DIR, REPO_DIR, guideFile, overviewFile} from './sources';
