/**
 * The catalogue of every live example, written from the example folders by `npm run generate`
 * (`tools/examples`): each example's data by id, what an example viewer needs to show one
 * (`lookupExample`), and its component, loaded from a chunk of its own (`loadExample`). It is for
 * code that shows examples by id; the documentation site instead writes each page's examples
 * into that page's module at build time.
 */
export {EXAMPLE_COMPONENTS} from './example-catalogue.generated';
export {getExample, loadExample, lookupExample, type ExampleData} from './example-lookup';
export type {LiveExample, LiveExampleModule} from './live-example';
