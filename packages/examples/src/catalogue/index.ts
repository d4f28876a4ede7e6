export {EXAMPLE_COMPONENTS} from './example-catalogue.generated';
export {getExample, loadExample, lookupExample, type ExampleData} from './example-lookup';
export type {LiveExample, LiveExampleModule} from './live-example';
