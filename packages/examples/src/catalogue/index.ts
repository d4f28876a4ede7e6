export {EXAMPLE_COMPONENTS} from './example-catalogue.generated';
export {
  findExampleIds,
  getExample,
  loadExample,
  lookupExample,
  type ExampleData,
  type ExampleIdFilter,
} from './example-lookup';
export type {LiveExample, LiveExampleModule} from './live-example';
