import type {ComponentType} from 'react';
import {EXAMPLE_COMPONENTS, EXAMPLE_LOADERS} from './example-catalogue.generated';
import type {LiveExample} from './live-example';

/** What an example viewer needs to show one example (its files in tabs, its live component). */
export interface ExampleData {
  /** Every file of the example, the primary file first. */
  exampleFiles: readonly string[];
  /** The example's selector: `table-sorting-example`. */
  selectorName: string;
  /** The file that exports the example component: `table-sorting-example.tsx`. */
  indexFilename: string;
  /** The example's title; without one, the id in words: `table-basic` -> "Table Basic Example". */
  description: string;
  /** The example component followed by the additional ones. */
  componentNames: readonly string[];
}

/**
 * The example with this id, or `undefined` for a missing or unknown id (inherited object keys
 * such as `constructor` are unknown ids).
 * @param catalogue The examples to look in; the generated catalogue unless given.
 */
export function getExample(
  id: string | undefined,
  catalogue: Readonly<Record<string, LiveExample>> = EXAMPLE_COMPONENTS,
): LiveExample | undefined {
  return id && Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
}

/**
 * The viewer data of the example with this id, or `undefined` for a missing or unknown id.
 * @param catalogue The examples to look in; the generated catalogue unless given.
 */
export function lookupExample(
  id: string | undefined,
  catalogue: Readonly<Record<string, LiveExample>> = EXAMPLE_COMPONENTS,
): ExampleData | undefined {
  const example = getExample(id, catalogue);
  if (!example) return undefined;
  return {
    exampleFiles: example.files,
    selectorName: example.selector,
    indexFilename: example.primaryFile,
    description: example.title || describeExampleId(example.id),
    componentNames: [example.componentName, ...example.additionalComponents],
  };
}

/** `table-basic` -> "Table Basic Example": the description of an example without a title. */
function describeExampleId(id: string): string {
  const words = id.replace(/(?:^\w|\b\w)/g, (letter) => letter.toUpperCase());
  return `${words.replace(/-+/g, ' ')} Example`;
}

/**
 * Loads the component of the example with this id, each example from its own chunk; `undefined`
 * for a missing or unknown id.
 * @param loaders The loaders to use; the generated ones unless given.
 */
export function loadExample(
  id: string | undefined,
  loaders: Readonly<Record<string, () => Promise<ComponentType>>> = EXAMPLE_LOADERS,
): Promise<ComponentType> | undefined {
  return id && Object.hasOwn(loaders, id) ? loaders[id]?.() : undefined;
}
