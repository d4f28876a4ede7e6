import {describe, expect, it} from 'vitest';
import {COMPILE_HINT, compileHintBanner} from './compile-hints';

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
