import {describe, expect, it} from 'vitest';
import {
  compileModule,
  isCompiledSource,
  reactCompilerCheck,
  summarize,
  type CompiledFile,
} from './react-compiler-plugin';

const ROOT = '/repo';
const LIBRARY_FILE = `${ROOT}/packages/material/src/greeting/greeting.tsx`;

const GREETING = `import {useState} from 'react';

interface GreetingProps {
  name: string;
}

export function Greeting({name}: GreetingProps) {
  const [count, setCount] = useState<number>(0);
  return <button onClick={() => setCount(count + 1)}>Hello {name} ({count})</button>;
}
`;

describe('the React Compiler job', () => {
  it('compiles a component with the cache of react/compiler-runtime, keeping its types', async () => {
    const {code, map, report} = await compileModule(GREETING, LIBRARY_FILE);
    expect(code).toMatch(/import \{ c as (\w+) \} from "react\/compiler-runtime"/);
    expect(code).toMatch(/const \$ = _c\(\d+\);/);
    // The types outside the functions it compiles stay for Vite to strip.
    expect(code).toContain('interface GreetingProps');
    // A source map, which Vite chains to its own, so failures point at the code as written.
    expect(map?.sources).toEqual(['greeting.tsx']);
    expect(map?.mappings).not.toBe('');
    expect(report).toEqual({compiled: 1, problems: [], notes: []});
  });

  it('reads a .ts file without JSX, where `<T>value` is a cast', async () => {
    const hook = `import {useState} from 'react';
const asLabel = (value: unknown) => (<string>value).toUpperCase();
export function useLabel(value: unknown) {
  const [label] = useState(() => asLabel(value));
  return {label};
}
`;
    const {code, report} = await compileModule(hook, `${ROOT}/packages/cdk/src/a11y/use-label.ts`);
    expect(code).toContain('(<string> value).toUpperCase()');
    expect(code).toContain('react/compiler-runtime');
    expect(report).toEqual({compiled: 1, problems: [], notes: []});
  });

  it('reports a function it leaves as written, at the line that made it give up', async () => {
    const suppressed = `import {useEffect} from 'react';
export function Title({title}: {title: string}) {
  useEffect(() => {
    document.title = title;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <h1>{title}</h1>;
}
`;
    const {code, report} = await compileModule(suppressed, LIBRARY_FILE);
    expect(code).not.toContain('react/compiler-runtime');
    expect(report.compiled).toBe(0);
    expect(report.problems).toEqual([
      {line: 5, reason: expect.stringContaining('one or more React ESLint rules were disabled')},
    ]);
  });

  it('compiles the library and the examples, not their tests nor anything else', () => {
    for (const id of [
      '/repo/packages/cdk/src/overlay/overlay.tsx',
      '/repo/packages/material/src/button/button.tsx?v=123',
      '/repo/packages/examples/src/material/table/table-sorting/table-sorting-example.tsx',
      '/repo/packages/cdk/src/a11y/use-list-navigation.ts',
    ]) {
      expect(isCompiledSource(id), id).toBe(true);
    }
    for (const id of [
      '/repo/packages/material/src/button/button.test.tsx',
      '/repo/packages/material/src/theming/theming.test-utils.ts',
      '/repo/packages/cdk/src/env.d.ts',
      '/repo/packages/material/src/button/button.css',
      '/repo/site/app/root.tsx',
      '/repo/packages/docs-mcp/src/server.ts',
      '/repo/node_modules/@material-react/cdk/src/overlay/overlay.tsx',
    ]) {
      expect(isCompiledSource(id), id).toBe(false);
    }
  });

  it("records each file the plugin transforms, and leaves others to Vite's own transform", async () => {
    const {plugin, files} = reactCompilerCheck();
    const transform = plugin.transform as (
      code: string,
      id: string,
    ) => Promise<{code: string} | null>;
    expect(await transform(GREETING, `${ROOT}/site/app/greeting.tsx`)).toBeNull();
    const result = await transform(GREETING, `${LIBRARY_FILE}?v=1`);
    expect(result?.code).toContain('react/compiler-runtime');
    expect([...files.keys()]).toEqual([LIBRARY_FILE]);
    expect(files.get(LIBRARY_FILE)?.compiled).toBe(1);
  });

  it('fails when nothing was compiled, or when something could not be', () => {
    const compiled: CompiledFile = {compiled: 2, problems: [], notes: []};
    const untouched: CompiledFile = {compiled: 0, problems: [], notes: []};
    expect(summarize(new Map([[LIBRARY_FILE, compiled]]), ROOT)).toEqual({
      ok: true,
      lines: [
        'React Compiler: 2 components and hooks compiled in 1 of the 1 source files the tests loaded.',
      ],
    });

    const nothing = summarize(new Map([[LIBRARY_FILE, untouched]]), ROOT);
    expect(nothing.ok).toBe(false);
    expect(nothing.lines.join('\n')).toContain('Nothing was compiled');

    const refused: CompiledFile = {
      compiled: 0,
      problems: [{line: 12, reason: 'Handle get functions in ObjectExpression'}],
      notes: [],
    };
    const problems = summarize(
      new Map([
        [LIBRARY_FILE, compiled],
        [`${ROOT}/packages/cdk/src/tree/tree.tsx`, refused],
      ]),
      ROOT,
    );
    expect(problems.ok).toBe(false);
    expect(problems.lines.at(-1)).toBe(
      '  packages/cdk/src/tree/tree.tsx:12  Handle get functions in ObjectExpression',
    );
  });
});
