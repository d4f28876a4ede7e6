import {join} from 'node:path';
import {EXAMPLES_SRC_DIR} from '@material-react/tools/examples';
import {describe, expect, it} from 'vitest';
import {
  docContentModule,
  examplesPageModule,
  loaderModule,
  pageExampleSource,
  type ExampleEntry,
} from './docs-page-modules';

const entry = (id: string, packagePath: string, componentName: string): ExampleEntry => ({
  id,
  packagePath,
  title: `Title of ${id}`,
  componentName,
  primaryFile: `${id}-example.tsx`,
});

const sorting = entry('table-sorting', 'material/table/table-sorting', 'TableSortingExample');
const overlay = entry(
  'cdk-overlay-basic',
  'cdk/overlay/cdk-overlay-basic',
  'CdkOverlayBasicExample',
);
const stray = entry('stray-thing', 'material/no-such-item/stray-thing', 'StrayThingExample');
const examples = new Map([sorting, overlay, stray].map((example) => [example.id, example]));

/** The data of a generated module, with each loader replaced by the file it imports. */
function dataOf(source: string): unknown {
  const json = source
    .replace(/^export default /, '')
    .replace(/;\n$/, '')
    .replace(
      /"load":\(\) => import\(("[^"]+")\)\.then\(\(m\) => m\.(\w+)\)/g,
      (_whole, file: string, name: string) => `"load":[${file},"${name}"]`,
    );
  return JSON.parse(json);
}

describe('page modules', () => {
  it('describe an example with its data, its item and a lazy import of its own file', () => {
    expect(dataOf(`export default ${pageExampleSource(sorting)};\n`)).toEqual({
      id: 'table-sorting',
      title: 'Title of table-sorting',
      componentName: 'TableSortingExample',
      primaryFile: 'table-sorting-example.tsx',
      itemPath: '/components/table/examples',
      load: [
        join(EXAMPLES_SRC_DIR, 'material/table/table-sorting/table-sorting-example.tsx'),
        'TableSortingExample',
      ],
    });
    expect(dataOf(`export default ${pageExampleSource(overlay)};\n`)).toMatchObject({
      itemPath: '/cdk/overlay/examples',
    });
    expect(dataOf(`export default ${pageExampleSource(stray)};\n`)).toMatchObject({itemPath: ''});
  });

  it('give an overview or a guide the examples it embeds and no others', () => {
    const source = docContentModule(
      {
        parts: [
          {kind: 'html', html: '<p>Intro</p>'},
          {kind: 'example', exampleId: 'cdk-overlay-basic', headingLevel: 2},
          {kind: 'example', exampleId: 'cdk-overlay-basic', headingLevel: 3},
        ],
        headings: [{id: 'intro', text: 'Intro', level: 2}],
      },
      examples,
    );
    const data = dataOf(source) as {examples: Record<string, unknown>; parts: unknown[]};
    expect(Object.keys(data.examples)).toEqual(['cdk-overlay-basic']);
    expect(data.parts).toHaveLength(3);
  });

  it('list an item’s examples in order, skipping unknown ids', () => {
    const data = dataOf(examplesPageModule(['table-sorting', 'nope', 'stray-thing'], examples)) as {
      examples: {id: string}[];
    };
    expect(data.examples.map((example) => example.id)).toEqual(['table-sorting', 'stray-thing']);
  });

  it('load each page of a kind from a chunk of its own', () => {
    expect(loaderModule('guide', ['theming'], 'virtual:docs/')).toBe(
      'export const loaders = {\n  "theming": () => import("virtual:docs/guide/theming"),\n};\n',
    );
  });
});
