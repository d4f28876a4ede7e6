// @ts-check
/**
 * The example index: every example folder of `@material-react/examples`, read and checked. The
 * site's build reads it directly; `npm run generate` writes it out as the package's catalogue.
 */
export {
  collectExamples,
  ExampleCatalogueError,
  EXAMPLE_KINDS,
  EXAMPLES_SRC_DIR,
} from './collect-examples.mjs';
