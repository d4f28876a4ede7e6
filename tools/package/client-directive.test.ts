// @vitest-environment node
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {findDirectiveProblems} from './client-directive.mjs';

const ROOT = '/fixture/';

/** A program of in-memory modules (`name` -> source), as the package build makes of the sources. */
function programOf(modules: Record<string, string>) {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    // The check reads syntax and follows imports; the standard library's types would only slow it.
    noLib: true,
    types: [],
  };
  const sources = new Map(Object.entries(modules).map(([name, text]) => [ROOT + name, text]));
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile} = host;
  host.directoryExists = (name) => ROOT.startsWith(`${name}/`) || `${name}/` === ROOT;
  host.fileExists = (name) => sources.has(name) || fileExists(name);
  host.readFile = (name) => sources.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = sources.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language, true);
  };
  return {
    program: ts.createProgram([...sources.keys()], options, host),
    names: [...sources.keys()],
  };
}

/** The problems the check finds, as `module: message`. */
function problems(modules: Record<string, string>) {
  const {program, names} = programOf(modules);
  return findDirectiveProblems(program, names).map(
    ({fileName, message}) => `${fileName.slice(ROOT.length)}: ${message}`,
  );
}

const counter = `'use client';
import {useState} from 'react';
/** Counts presses. */
export function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;
}
`;

describe("the 'use client' check", () => {
  it('fails a module that uses state without the directive', () => {
    expect(problems({'counter.tsx': counter.replace("'use client';\n", '')})).toEqual([
      "counter.tsx: needs 'use client' (line 1: imports useState from 'react')",
    ]);
  });

  it('fails a module of types that has the directive', () => {
    const types = `'use client';\nexport interface Point { x: number; y: number }\nexport type Axis = 'x' | 'y';\n`;
    expect(problems({'types.ts': types})).toEqual([
      "types.ts: has 'use client' but nothing in it needs the client: remove the directive",
    ]);
  });

  it('passes a pure helper without the directive, and a stateful component with it', () => {
    const helper = `export const clamp = (value: number, min: number, max: number) =>\n  Math.min(max, Math.max(min, value));\n`;
    expect(problems({'clamp.ts': helper, 'counter.tsx': counter})).toEqual([]);
  });

  it('counts context, refs, portals and React used through its namespace', () => {
    expect(
      problems({
        'context.ts': `import {createContext} from 'react';\nexport const Theme = createContext('light');\n`,
        'portal.tsx': `import {createPortal} from 'react-dom';\nexport const Top = () => createPortal(<p />, document.body);\n`,
        'namespace.tsx': `import * as React from 'react';\nexport function Box() {\n  const ref = React.useRef(null);\n  return <div ref={ref} />;\n}\n`,
        'types-of-react.ts': `import type {useState} from 'react';\nexport type Setter = ReturnType<typeof useState>[1];\n`,
      }),
    ).toEqual([
      "context.ts: needs 'use client' (line 1: imports createContext from 'react')",
      "portal.tsx: needs 'use client' (line 1: imports createPortal from 'react-dom')",
      "namespace.tsx: needs 'use client' (line 3: calls the hook useRef)",
    ]);
  });

  it('counts functions handed to elements: handlers, callback refs and render functions, not callbacks of plain objects', () => {
    expect(
      problems({
        'handler.tsx': `export const A = () => <a href="/" onClick={(event) => event.preventDefault()} />;\n`,
        'handler-object.tsx': `const block = (event: Event) => event.preventDefault();\nexport const Link = () => {\n  const props = {onClickCapture: block};\n  return <a href="/" {...props} />;\n};\n`,
        'store.ts': `export class Store {\n  listeners = {onChange: () => {}};\n}\n`,
        'ref.tsx': `export const B = () => <div ref={(node) => node?.focus()} />;\n`,
        'child.tsx': `export const C = ({List}: {List: (p: {children: unknown}) => null}) => <List>{(item: string) => item}</List>;\n`,
      }),
    ).toEqual([
      "handler.tsx: needs 'use client' (line 1: sets the event handler onClick)",
      "handler-object.tsx: needs 'use client' (line 3: sets the event handler onClickCapture)",
      "ref.tsx: needs 'use client' (line 1: passes a function as ref)",
      "child.tsx: needs 'use client' (line 1: passes a function as an element's child)",
    ]);
  });

  it("keeps markup that renders another module's client component server-safe", () => {
    const panel = `import type {ReactNode} from 'react';\nimport {Counter} from './counter';\nexport const Panel = ({title}: {title: ReactNode}) => (\n  <section><h2>{title}</h2><Counter /></section>\n);\nexport {Counter};\nexport type CounterType = typeof Counter;\n`;
    expect(problems({'counter.tsx': counter, 'panel.tsx': panel})).toEqual([]);
  });

  it('fails a module that calls, reads or assigns to an import of a client module', () => {
    const compound = `import {Counter} from './counter';\nexport const Counters = Object.assign(Counter, {displayName: 'Counters'});\n`;
    const called = `import {Counter} from './counter';\nexport const first = () => Counter();\n`;
    expect(
      problems({'counter.tsx': counter, 'compound.ts': compound, 'called.ts': called}),
    ).toEqual([
      "compound.ts: needs 'use client' (line 2: uses Counter, from a module that needs the client, as a value)",
      "called.ts: needs 'use client' (line 2: uses Counter, from a module that needs the client, as a value)",
    ]);
  });

  it('follows hooks through modules and re-exports, and allows the hooks React has on the server', () => {
    const stateHook = `'use client';\nimport {useState} from 'react';\nexport const useToggle = () => useState(false);\n`;
    const idHook = `import {useId, useMemo} from 'react';\nexport const useLabelId = (prefix: string) => {\n  const id = useId();\n  return useMemo(() => prefix + id, [prefix, id]);\n};\n`;
    const index = `export {useToggle} from './toggle';\nexport {useLabelId} from './label-id';\n`;
    const usesToggle = `import {useToggle} from './index';\nexport function Switch() {\n  const [on] = useToggle();\n  return <span>{String(on)}</span>;\n}\n`;
    const usesLabelId = `import {useLabelId} from './index';\nexport function Field() {\n  return <label id={useLabelId('field')}>Name</label>;\n}\n`;
    expect(
      problems({
        'toggle.ts': stateHook,
        'label-id.ts': idHook,
        'index.ts': index,
        'switch.tsx': usesToggle,
        'field.tsx': usesLabelId,
      }),
    ).toEqual(["switch.tsx: needs 'use client' (line 3: calls the hook useToggle)"]);
  });

  it('makes components whose elements a client parent reads travel to the client', () => {
    const option = `export interface OptionProps { value: string }\n/** Read by the select. */\nexport function Option(_props: OptionProps) {\n  return null;\n}\n`;
    const line = `export const Line = ({text}: {text: string}) => <span>{text}</span>;\n`;
    const item = `'use client';\nimport {Children, isValidElement, useState, type ReactNode} from 'react';\nimport {Line} from './line';\nexport function Item({children}: {children: ReactNode}) {\n  const [open] = useState(false);\n  const lines = Children.toArray(children).filter((c) => isValidElement(c) && c.type === Line);\n  return <li data-open={open}>{lines.length}</li>;\n}\n`;
    expect(problems({'option.tsx': option, 'line.tsx': line, 'item.tsx': item})).toEqual([
      "option.tsx: needs 'use client' (line 3: Option renders nothing; its parent reads its elements' props)",
      "line.tsx: needs 'use client' (line 6 of fixture/item.tsx recognises Line by its elements' type)",
    ]);
  });

  it("sees the cdk's readers of element types as reading the type", () => {
    const line = `export const Line = ({text}: {text: string}) => <span>{text}</span>;\n`;
    const row = `export const Row = ({text}: {text: string}) => <div>{text}</div>;\n`;
    const item = `'use client';\nimport {Children, useState, type ReactNode} from 'react';\nimport {elementType, isElementOf} from '@material-react/cdk/collections';\nimport {Line} from './line';\nimport {Row} from './row';\nexport function Item({children}: {children: ReactNode}) {\n  const [open] = useState(false);\n  const lines = Children.toArray(children).filter((c) => isElementOf(c, Line));\n  const rows = Children.toArray(children).filter((c) => elementType(c as never) === Row);\n  return <li data-open={open}>{lines.length + rows.length}</li>;\n}\n`;
    expect(problems({'line.tsx': line, 'row.tsx': row, 'item.tsx': item})).toEqual([
      "line.tsx: needs 'use client' (line 8 of fixture/item.tsx recognises Line by its elements' type)",
      "row.tsx: needs 'use client' (line 9 of fixture/item.tsx recognises Row by its elements' type)",
    ]);
  });

  it('reads the directive only before the first statement', () => {
    const late = `import {useState} from 'react';\n'use client';\nexport const useFlag = () => useState(false);\n`;
    expect(problems({'late.ts': late})).toEqual([
      "late.ts: needs 'use client' (line 1: imports useState from 'react')",
    ]);
  });
});
