import {describe, expect, it} from 'vitest';
import {
  COMPILE_HINT,
  compileHintBanner,
  EAGER_WRAPPER_MIN_CHARS,
  eagerCommonJsWrappers,
  eagerCommonJsWrappersPlugin,
} from './compile-hints';

const FLOATING_UI = [
  '/repo/node_modules/@floating-ui/utils/dist/floating-ui.utils.mjs',
  '/repo/node_modules/@floating-ui/utils/dist/floating-ui.utils.dom.mjs',
  '/repo/node_modules/@floating-ui/core/dist/floating-ui.core.mjs',
  '/repo/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
];
const OVERLAY = [
  '/repo/packages/cdk/src/core/dismiss-stack.ts',
  '/repo/packages/cdk/src/overlay/use-anchored-overlay.ts',
  '/repo/packages/cdk/src/overlay/overlay.tsx',
];

describe('compileHintBanner', () => {
  it('hints the positioning engine and the overlay, as the first line of their chunks', () => {
    expect(compileHintBanner({moduleIds: FLOATING_UI})).toBe(COMPILE_HINT);
    expect(compileHintBanner({moduleIds: OVERLAY})).toBe(COMPILE_HINT);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('ignores the bundler’s virtual helpers and Windows separators', () => {
    expect(compileHintBanner({moduleIds: ['\0rolldown/runtime.js', ...OVERLAY]})).toBe(
      COMPILE_HINT,
    );
    expect(
      compileHintBanner({moduleIds: ['C:\\repo\\packages\\cdk\\src\\overlay\\overlay.tsx']}),
    ).toBe(COMPILE_HINT);
  });

  it('leaves every other chunk, and one that mixes the overlay with other code, compiled lazily', () => {
    expect(compileHintBanner({moduleIds: ['/repo/site/app/shell/site-navbar.tsx']})).toBe('');
    expect(
      compileHintBanner({moduleIds: [...OVERLAY, '/repo/packages/material/src/menu/menu.tsx']}),
    ).toBe('');
    expect(compileHintBanner({moduleIds: ['\0rolldown/runtime.js']})).toBe('');
    expect(compileHintBanner({moduleIds: []})).toBe('');
  });
});

/** A module wrapped as Rolldown writes it before minification, its body `lines` long. */
function wrapped(name: string, parameters: string, lines: number): string {
  const body = Array.from({length: lines}, (_, index) => `\texports.value${index} = ${index};`);
  return [
    `// node_modules/${name}.js`,
    `var require_${name} = /* @__PURE__ */ __commonJSMin(((${parameters}) => {`,
    ...body,
    '}));',
    '',
  ].join('\n');
}

describe('eagerCommonJsWrappers', () => {
  it("writes a module's wrapper as a parenthesized function expression", () => {
    const big = wrapped('dom', 'exports', 200);
    expect(big.length).toBeGreaterThan(EAGER_WRAPPER_MIN_CHARS);
    const {code, recognised} = eagerCommonJsWrappers(big);
    expect(recognised).toBe(1);
    expect(code).toBe(
      big.replace('__commonJSMin(((exports) => {', '__commonJSMin((function(exports) {'),
    );
  });

  it("leaves one-line index files' wrappers, other arrow functions and code without wrappers", () => {
    const indexes = [
      wrapped('react_index', 'exports, module', 1),
      wrapped('dom_index', 'exports', 1),
    ];
    for (const index of indexes) expect(index.length).toBeLessThan(EAGER_WRAPPER_MIN_CHARS);
    const small = indexes.join('');
    expect(eagerCommonJsWrappers(small)).toEqual({code: small, recognised: 2});
    const other =
      'const add = ((a, b) => { return a + b; });\nlist.map(((item) => { return item; }));';
    expect(eagerCommonJsWrappers(other)).toEqual({code: other, recognised: 0});
  });

  it('rewrites by size, with two parameters too, and keeps what the module does', () => {
    const chunk =
      'const __commonJSMin = (cb, mod) => () => (mod || cb((mod = {exports: {}}).exports, mod), mod.exports);\n' +
      'const require_answer = __commonJSMin(((exports, module) => {\n\tmodule.exports = {answer: 42, self: this};\n}));\n' +
      'return require_answer();';
    const {code} = eagerCommonJsWrappers(chunk, 10);
    expect(code).toContain('__commonJSMin((function(exports, module) {');
    const run = (source: string) => new Function(`'use strict';\n${source}`)() as unknown;
    expect(run(code)).toEqual(run(chunk));
    expect(run(code)).toEqual({answer: 42, self: undefined});
  });
});

describe('eagerCommonJsWrappersPlugin', () => {
  type RenderChunk = (
    this: {error(message: string): never},
    code: string,
    chunk: {fileName: string},
  ) => {code: string} | null;
  const renderChunk = eagerCommonJsWrappersPlugin().renderChunk as unknown as RenderChunk;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };

  it('rewrites the chunks with a module wrapped and leaves the others', () => {
    expect(renderChunk.call(context, 'export const a = 1;', {fileName: 'a.js'})).toBeNull();
    const small = wrapped('react_index', 'exports, module', 1);
    expect(renderChunk.call(context, small, {fileName: 's.js'})).toBeNull();
    const big = wrapped('dom', 'exports', 200);
    expect(renderChunk.call(context, big, {fileName: 'f.js'})?.code).toContain(
      '__commonJSMin((function(exports) {',
    );
  });

  it('fails the build on a wrapper written another way', () => {
    const other = 'var r = __commonJSMin((exports) => {\n});\n' + wrapped('dom', 'exports', 2);
    expect(() => renderChunk.call(context, other, {fileName: 'f.js'})).toThrow(
      /f\.js: 1 of its 2 CommonJS wrappers/,
    );
    const unended = 'var r = __commonJSMin(((exports) => {\n\texports.a = 1;\n});';
    expect(() => renderChunk.call(context, unended, {fileName: 'g.js'})).toThrow(
      /g\.js: 1 of its 1/,
    );
  });
});
