// @ts-check
/** Writes the text of the generated example catalogue module. */

/** @typedef {import('./collect-examples.mjs').ExampleEntry} ExampleEntry */

/** The first lines of the generated module: where it comes from and how to refresh it. */
export const GENERATED_BANNER = [
  '// GENERATED FILE, DO NOT EDIT.',
  '// Written by tools/examples/generate-example-catalogue.mjs from the example folders in',
  '// packages/examples/src/{material,cdk}. Run `npm run generate` to refresh it.',
].join('\n');

/**
 * The TypeScript module holding `EXAMPLE_COMPONENTS` and `EXAMPLE_LOADERS`, one lazy `import()`
 * per example so that a bundler makes one chunk per example.
 * @param {readonly ExampleEntry[]} entries Sorted by id.
 * @param {{catalogueDir?: string}} [options] `catalogueDir`: the folder of the generated module,
 *     relative to the package source folder (default `catalogue`).
 */
export function renderCatalogue(entries, {catalogueDir = 'catalogue'} = {}) {
  const toSource = '../'.repeat(catalogueDir.split('/').length);
  const components = entries.map((entry) => {
    const fields = Object.entries(entry).map(
      ([key, value]) => `    ${key}: ${JSON.stringify(value)},`,
    );
    return [`  ${JSON.stringify(entry.id)}: {`, ...fields, '  },'].join('\n');
  });
  const loaders = entries.map((entry) => {
    const path = `${toSource}${entry.packagePath}/${entry.primaryFile.replace(/\.tsx$/, '')}`;
    return [
      `  ${JSON.stringify(entry.id)}: () =>`,
      `    import(${JSON.stringify(path)}).then((m) => m.${entry.componentName}),`,
    ].join('\n');
  });
  return [
    GENERATED_BANNER,
    "import type {ComponentType} from 'react';",
    "import type {LiveExample} from './live-example';",
    '',
    '/** Every live example, by id. */',
    `export const EXAMPLE_COMPONENTS: Record<string, LiveExample> = ${objectLiteral(components)};`,
    '',
    '/** One lazy import per example, by id: each example is its own chunk. */',
    'export const EXAMPLE_LOADERS: Record<string, () => Promise<ComponentType>> = ' +
      `${objectLiteral(loaders)};`,
    '',
  ].join('\n');
}

/** @param {string[]} members */
function objectLiteral(members) {
  return members.length ? `{\n${members.join('\n')}\n}` : '{}';
}
