// @vitest-environment node
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ApiDoc, ComponentDoc} from '../../tools/api/index';
import {postsName, provenFacts, serverRenderedEntryPoints} from './proven-facts';

const REPO = resolve(import.meta.dirname, '../..');

function component(partial: Partial<ComponentDoc>): ComponentDoc {
  return {
    kind: 'component',
    name: 'Sample',
    description: '',
    source: {file: 'sample.tsx', line: 1},
    props: [],
    ...partial,
  } as ComponentDoc;
}

const api = (...components: ComponentDoc[]) => ({components}) as unknown as ApiDoc;
const prop = (name: string) => ({name, type: 'string', required: false, description: ''});

describe("what an item's header says is proven", () => {
  it('reads the entry points the fixture apps render from their sources', () => {
    const served = serverRenderedEntryPoints(REPO);
    for (const entryPoint of ['button', 'card', 'select', 'dialog', 'datepicker', 'tabs']) {
      expect(served).toContain(`@material-react/material/${entryPoint}`);
    }
    // Nothing the apps do not import, and nothing but entry points.
    expect(served).not.toContain('@material-react/material/tree');
    expect(
      [...served].every((name) => /^@material-react\/(cdk|material)\/[\w/-]+$/.test(name)),
    ).toBe(true);
  });

  it('finds the components that post a name: their own prop, or a native control they wrap', () => {
    expect(postsName(api(component({props: [prop('name'), prop('required')]})))).toBe(true);
    expect(postsName(api(component({inherited: {element: 'input', count: 200, text: '…'}})))).toBe(
      true,
    );
    expect(postsName(api(component({inherited: {element: 'button', count: 200, text: '…'}})))).toBe(
      false,
    );
    expect(postsName(api(component({props: [prop('label')]})))).toBe(false);
    expect(postsName(undefined)).toBe(false);
  });

  it('says what is proven and links the guide that shows how', () => {
    const served = new Set(['@material-react/material/select']);
    const select = api(component({props: [prop('name')]}));
    expect(provenFacts('@material-react/material/select', select, served)).toEqual([
      {
        label: 'Server rendering',
        text: 'renders on the server in Next.js and React Router',
        href: '/guide/nextjs',
      },
      {label: 'Forms', text: 'posts `name`, validates and resets', href: '/guide/forms'},
    ]);
    expect(provenFacts('@material-react/material/tree', api(), served)).toEqual([]);
  });
});
