import {describe, expect, it} from 'vitest';
import {
  COMPILE_HINT,
  compileHintBanner,
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
  '/repo/packages/cdk/src/overlay/dismiss-stack.ts',
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

describe('eagerCommonJsWrappers', () => {
  it('writes each CommonJS wrapper as a parenthesized function expression', () => {
    const chunk = [
      'var require_react = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '  exports.version = "19";',
      '}));',
      'var require_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '  module.exports = require_react();',
      '}));',
    ].join('\n');
    expect(eagerCommonJsWrappers(chunk)).toBe(
      [
        'var require_react = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '  exports.version = "19";',
        '}));',
        'var require_dom = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '  module.exports = require_react();',
        '}));',
      ].join('\n'),
    );
  });

  it('leaves other arrow functions and code without wrappers as they are', () => {
    const code =
      'const add = ((a, b) => { return a + b; });\nlist.map(((item) => { return item; }));';
    expect(eagerCommonJsWrappers(code)).toBe(code);
  });

  it('keeps what the wrapped module does', () => {
    const chunk =
      'const __commonJSMin = (cb, mod) => () => (mod || cb((mod = {exports: {}}).exports, mod), mod.exports);\n' +
      'const require_answer = __commonJSMin(((exports, module) => { module.exports = {answer: 42, self: this}; }));\n' +
      'return require_answer();';
    const run = (code: string) => new Function(`'use strict';\n${code}`)() as unknown;
    expect(run(eagerCommonJsWrappers(chunk))).toEqual(run(chunk));
    expect(run(eagerCommonJsWrappers(chunk))).toEqual({answer: 42, self: undefined});
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

  it('rewrites the chunks with wrappers and leaves the others', () => {
    expect(renderChunk.call(context, 'export const a = 1;', {fileName: 'a.js'})).toBeNull();
    expect(
      renderChunk.call(context, 'var r = __commonJSMin(((exports) => {\n}));', {fileName: 'f.js'}),
    ).toEqual({code: 'var r = __commonJSMin((function(exports) {\n}));', map: null});
  });

  it('fails the build on a wrapper written another way', () => {
    expect(() =>
      renderChunk.call(context, 'var r = __commonJSMin((exports) => {\n});', {fileName: 'f.js'}),
    ).toThrow(/f\.js: 1 of its 1 CommonJS wrappers/);
  });
});
