import type {ComponentType} from 'react';
import {describe, expect, it} from 'vitest';
import {EXAMPLE_COMPONENTS, EXAMPLE_LOADERS} from './example-catalogue.generated';
import {getExample, loadExample, lookupExample} from './example-lookup';
import type {LiveExample} from './live-example';

/** A hand-made catalogue entry. */
function example(id: string, title: string, additionalComponents: string[] = []): LiveExample {
  const componentName = `${id.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}Example`;
  return {
    id,
    packagePath: `material/${id.split('-')[0]}/${id}`,
    title,
    componentName,
    files: [`${id}-example.tsx`, `${id}-example.css`],
    selector: `${id}-example`,
    additionalComponents,
    primaryFile: `${id}-example.tsx`,
    module: {name: 'Examples', importSpecifier: '@material-react/examples/material/x'},
  };
}

const catalogue: Record<string, LiveExample> = {
  'table-sorting': example('table-sorting', 'Table with sorting', ['TableSortingLegendExample']),
  'table-basic': example('table-basic', ''),
  'button-overview': example('button-overview', 'Button overview'),
  'button-toggle-basic': example('button-toggle-basic', 'Basic button toggles'),
  'button-basic': example('button-basic', 'Basic buttons'),
};
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('lookupExample', () => {
  it('maps an example to the viewer data, with the title as description', () => {
    expect(lookupExample('table-sorting', catalogue)).toEqual({
      exampleFiles: ['table-sorting-example.tsx', 'table-sorting-example.css'],
      selectorName: 'table-sorting-example',
      indexFilename: 'table-sorting-example.tsx',
      description: 'Table with sorting',
      componentNames: ['TableSortingExample', 'TableSortingLegendExample'],
    });
  });

  it('describes an example without a title by its id in words', () => {
    expect(lookupExample('table-basic', catalogue)).toMatchObject({
      description: 'Table Basic Example',
      componentNames: ['TableBasicExample'],
    });
  });

  it('returns undefined for missing, empty, unknown and inherited ids', () => {
    for (const id of [
      undefined,
      '',
      'table',
      'table-sorting-',
      'Table-Sorting',
      ...PROTOTYPE_KEYS,
    ]) {
      expect(lookupExample(id, catalogue), String(id)).toBeUndefined();
      expect(getExample(id, catalogue), String(id)).toBeUndefined();
    }
  });
});

describe('loadExample', () => {
  function Demo() {
    return null;
  }
  const loaders: Record<string, () => Promise<ComponentType>> = {
    'table-basic': () => Promise.resolve(Demo),
  };

  it('loads the component of a known example', async () => {
    await expect(loadExample('table-basic', loaders)).resolves.toBe(Demo);
  });

  it('returns undefined for missing, empty, unknown and inherited ids', () => {
    for (const id of [undefined, '', 'table-sorting', ...PROTOTYPE_KEYS]) {
      expect(loadExample(id, loaders), String(id)).toBeUndefined();
    }
  });
});

describe('the generated catalogue', () => {
  const ids = Object.keys(EXAMPLE_COMPONENTS);

  it('has one loader per example', () => {
    expect(Object.keys(EXAMPLE_LOADERS).sort()).toEqual([...ids].sort());
  });

  it('keys every example by its id and describes it consistently', () => {
    for (const id of ids) {
      const entry = EXAMPLE_COMPONENTS[id]!;
      expect(entry.id).toBe(id);
      expect(entry.title, id).not.toBe('');
      expect(entry.packagePath.endsWith(`/${id}`), id).toBe(true);
      expect(lookupExample(id)).toEqual({
        exampleFiles: entry.files,
        selectorName: `${id}-example`,
        indexFilename: `${id}-example.tsx`,
        description: entry.title,
        componentNames: [entry.componentName, ...entry.additionalComponents],
      });
      expect(entry.files[0]).toBe(entry.primaryFile);
    }
  });

  it('loads the named component of every example', async () => {
    const components = await Promise.all(ids.map((id) => loadExample(id)));
    expect(components.map((component) => typeof component)).toEqual(ids.map(() => 'function'));
    ids.forEach((id, index) => {
      expect((components[index] as {name?: string}).name, id).toBe(
        EXAMPLE_COMPONENTS[id]!.componentName,
      );
    });
  });
});
