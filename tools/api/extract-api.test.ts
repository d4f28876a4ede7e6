// @vitest-environment node
import {join, resolve} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {ApiDoc, ComponentDoc, TypeDoc} from './api-types';
import {findEntryPoints} from './entry-points';
import {extractAllApis, extractApi} from './extract-api';
import {renderApiDescriptions} from './render-descriptions';

const rootDir = resolve(import.meta.dirname, '../..');
const fixture = (path: string) => join('tools/api/fixtures', path);

describe('extractApi', () => {
  let api: ApiDoc;
  const component = (name: string) => api.components.find((c) => c.name === name) as ComponentDoc;
  const type = (name: string) => api.types.find((t) => t.name === name) as TypeDoc;
  const prop = (name: string) => component('Widget').props.find((p) => p.name === name);

  beforeAll(() => {
    api = extractApi({entryPoint: '@fixtures/widget', file: fixture('widget/index.ts'), rootDir});
  });

  it('lists the runtime exports in one import line, without hidden ones', () => {
    expect(api.importLine).toBe(
      "import {isWidgetId, useWidget, Panel, Widget, WidgetRegistry, WIDGET_CLASS, WidgetKind} from '@fixtures/widget';",
    );
    expect(api.file).toBe('tools/api/fixtures/widget/index.ts');
  });

  it('documents components with their props, required first', () => {
    expect(api.components.map((c) => c.name)).toEqual(['Panel', 'Widget']);
    const widget = component('Widget');
    expect(widget.propsType).toBe('WidgetProps');
    expect(widget.source).toEqual({file: 'tools/api/fixtures/widget/widget.tsx', line: 37});
    expect(widget.description).toContain('See `WidgetSize` and [the spec](https://example.com).');
    expect(widget.description).toContain('```tsx\n<Widget label="Hi" />\n```');
    expect(widget.props.map((p) => p.name)).toEqual(['label', 'badge', 'color', 'raised', 'size']);
    expect(prop('label')).toEqual({
      name: 'label',
      type: 'string',
      required: true,
      description: 'The text of the widget.',
    });
  });

  it('takes defaults from @default and from destructuring', () => {
    expect(prop('size')).toMatchObject({
      type: 'WidgetSize',
      expandedType: "'small' | 'medium' | 'large'",
      required: false,
      default: "'medium'",
    });
    expect(prop('raised')?.default).toBe('false');
    // The interface alone knows only the @default tags.
    const raised = type('WidgetProps').members?.find((m) => m.name === 'raised');
    expect(raised?.default).toBeUndefined();
  });

  it('shows deprecations and hides @docs-private members', () => {
    expect(prop('color')?.deprecated).toBe(
      'Use a theme instead: colours come from `--mat-sys-*` tokens.',
    );
    expect(prop('testHook')).toBeUndefined();
  });

  it('collapses the props inherited from a DOM element into one line', () => {
    expect(component('Widget').inherited).toMatchObject({
      element: 'button',
      text: '…and every prop of `<button>`',
    });
    expect(component('Widget').inherited?.count).toBeGreaterThan(100);
    expect(prop('onClick')).toBeUndefined();
    expect(component('Panel').inherited?.element).toBe('div');
    expect(type('PanelProps')).toMatchObject({kind: 'interface', propsOf: 'Panel'});
  });

  it('documents hooks with parameters and return', () => {
    expect(api.hooks).toHaveLength(1);
    const [hook] = api.hooks;
    expect(hook).toMatchObject({
      kind: 'hook',
      name: 'useWidget',
      description: 'Counts presses of a widget.',
      signature:
        'useWidget(initial: number, options?: UseWidgetOptions): readonly [number, () => void]',
      returns: {
        type: 'readonly [number, () => void]',
        description: 'The count and a function that adds one.',
      },
    });
    expect(hook?.parameters).toEqual([
      {name: 'initial', type: 'number', optional: false, description: 'The count to start from.'},
      {
        name: 'options',
        type: 'UseWidgetOptions',
        optional: true,
        default: '{}',
        description: 'How to count.',
      },
    ]);
  });

  it('documents other functions, with type predicates as written', () => {
    expect(api.functions.map((f) => f.signature)).toEqual([
      'isWidgetId(value: unknown): value is string',
    ]);
    expect(api.functions[0]?.kind).toBe('function');
  });

  it('documents classes: constructor, public and static members', () => {
    const [registry] = api.classes;
    expect(registry?.name).toBe('WidgetRegistry');
    expect(registry?.typeParameters).toBe('<T>');
    expect(registry?.constructorSignature?.signature).toBe(
      'new WidgetRegistry(name: string): WidgetRegistry<T>',
    );
    expect(registry?.constructorSignature?.parameters[0]?.description).toBe(
      'The name of the registry.',
    );
    expect(registry?.properties.map((p) => [p.name, p.static, p.readonly ?? false])).toEqual([
      ['count', true, false],
      ['name', false, true],
      ['size', false, true],
    ]);
    expect(registry?.methods.map((m) => [m.name, m.static])).toEqual([
      ['register', false],
      ['create', true],
      ['clear', false],
    ]);
    expect(registry?.methods[1]?.signature).toBe('create<T>(): WidgetRegistry<T>');
  });

  it('documents type aliases, interfaces, enums and constants', () => {
    expect(type('WidgetSize')).toEqual({
      kind: 'type',
      name: 'WidgetSize',
      description: 'How big a widget is.',
      source: {file: 'tools/api/fixtures/widget/widget.tsx', line: 4},
      type: "'small' | 'medium' | 'large'",
    });
    expect(type('UseWidgetOptions').members).toEqual([
      {
        name: 'max',
        type: 'number',
        required: false,
        default: 'Infinity',
        description: 'The largest count.',
      },
    ]);
    expect(type('WidgetKind').enumMembers).toEqual([
      {name: 'Action', value: 'action', description: 'Does something.'},
      {name: 'Toggle', value: 'toggle', description: ''},
    ]);
    expect(api.constants).toEqual([
      expect.objectContaining({name: 'WIDGET_CLASS', type: "'mat-widget'", value: "'mat-widget'"}),
    ]);
  });

  it('leaves out @docs-private symbols', () => {
    const names = [...api.functions, ...api.hooks].map((f) => f.name);
    expect(names).not.toContain('internalWidgetHelper');
    expect(api.importLine).not.toContain('internalWidgetHelper');
  });

  it('reports every undocumented public symbol and member once', () => {
    expect(api.problems.map((p) => [p.symbol, p.member ?? null, p.source.line])).toEqual([
      ['UndocumentedAlias', null, 30],
      ['Widget', 'badge', 27],
      ['WidgetRegistry', 'clear', 41],
      ['WidgetKind', 'Toggle', 63],
    ]);
    expect(api.problems[1]?.message).toBe('`Widget.badge` has no documentation comment.');
  });

  it('is JSON-serialisable', () => {
    expect(JSON.parse(JSON.stringify(api))).toEqual(api);
  });
});

describe('extractAllApis', () => {
  it('documents several entry points with one program', () => {
    const [widget, gadget] = extractAllApis(
      [
        {entryPoint: '@fixtures/widget', file: fixture('widget/index.ts')},
        {entryPoint: '@fixtures/gadget', file: fixture('gadget.ts')},
      ],
      {rootDir},
    );
    expect(widget?.components).toHaveLength(2);
    expect(gadget?.importLine).toBe("import {makeGadget} from '@fixtures/gadget';");
    expect(gadget?.functions[0]?.signature).toBe('makeGadget(): string');
    expect(gadget?.problems).toEqual([]);
  });

  it('fails clearly on a missing entry file', () => {
    expect(() =>
      extractAllApis([{entryPoint: '@fixtures/none', file: fixture('none/index.ts')}], {rootDir}),
    ).toThrow(/No module at .*none\/index\.ts/);
  });
});

describe('renderApiDescriptions', () => {
  // Renders every description through the markdown pipeline (Shiki included): room on a busy machine.
  it(
    'renders every markdown field to HTML and leaves the rest alone',
    {timeout: 30_000},
    async () => {
      const api = extractApi({
        entryPoint: '@fixtures/widget',
        file: fixture('widget/index.ts'),
        rootDir,
      });
      const rendered = await renderApiDescriptions(api);
      const widget = rendered.components.find((c) => c.name === 'Widget')!;
      expect(widget.description).toContain('<code>WidgetSize</code>');
      expect(widget.description).toContain(
        '<a href="https://example.com" rel="noopener">the spec</a>',
      );
      expect(widget.description).toContain('<pre class="shiki');
      expect(widget.inherited?.text).toBe('<p>…and every prop of <code>&#x3C;button></code></p>');
      const color = widget.props.find((p) => p.name === 'color');
      expect(color?.deprecated).toBe(
        '<p>Use a theme instead: colours come from <code>--mat-sys-*</code> tokens.</p>',
      );
      expect(color?.type).toBe('string');
      expect(rendered.problems).toEqual(api.problems);
      // The original is untouched.
      expect(api.components.find((c) => c.name === 'Widget')?.description).toContain(
        '`WidgetSize`',
      );
    },
  );
});

describe('findEntryPoints', () => {
  it("finds the library's entry points by folder", () => {
    const entryPoints = findEntryPoints(rootDir);
    expect(entryPoints).toContainEqual({
      entryPoint: '@material-react/material/tooltip',
      file: 'packages/material/src/tooltip/index.ts',
    });
    expect(entryPoints).toContainEqual({
      entryPoint: '@material-react/cdk/overlay',
      file: 'packages/cdk/src/overlay/index.ts',
    });
    expect(findEntryPoints(join(rootDir, 'tools'))).toEqual([]);
  });
});
