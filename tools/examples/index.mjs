// @ts-check
/** The example catalogue's tools: reading the example folders, and the Vite plugin. */
export {collectExamples, ExampleCatalogueError, EXAMPLE_KINDS} from './collect-examples.mjs';
export {EXAMPLES_SRC_DIR} from './generate-example-catalogue.mjs';
export {exampleCatalogue} from './vite-plugin-example-catalogue.mjs';
