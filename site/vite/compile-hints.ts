import type {Plugin} from 'vite';

/**
 * V8's explicit compile hint. A script whose first line is this comment has all of its functions
 * compiled as it loads (while it streams in, off the main thread) instead of each one on the main
 * thread the first time it is called. Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Modules whose code runs nearly whole the first time an overlay opens (a select, a menu, a
 * tooltip): the positioning engine and the cdk's overlay. Both load lazily, before the first
 * overlay needs them, so compiling them as they load costs the page nothing it waits for, and the
 * first opening is spared about eighty lazy compilations (on a phone, tens of milliseconds between
 * the press and the panel on screen).
 */
const EAGERLY_COMPILED_MODULES = [
  /\/node_modules\/@floating-ui\/(dom|core|utils)\//,
  /\/packages\/cdk\/src\/overlay\//,
];

/** What Rolldown tells of a chunk when it asks for its banner. */
export interface ChunkModules {
  moduleIds: readonly string[];
}

/**
 * The banner of a chunk (Rolldown's `output.postBanner`): the compile hint for a chunk made only of
 * the modules above, nothing for any other. A chunk that also holds other code (the bundler may
 * merge the overlay into a larger chunk) keeps lazy compilation, so that code nobody runs is
 * never compiled.
 */
export function compileHintBanner(chunk: ChunkModules): string {
  const ids = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
  const eager =
    ids.length > 0 &&
    ids.every((id) =>
      EAGERLY_COMPILED_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/'))),
    );
  return eager ? COMPILE_HINT : '';
}

/**
 * Rolldown's wrapper around a CommonJS module (React, React DOM, the scheduler, in the
 * framework chunk) as it reaches `renderChunk`, before minification: `__commonJSMin(((exports,
 * module) => {`. The parentheses around the arrow function are there to make the engine compile
 * it as it loads, but Chromium (measured on 147 and 156) compiles only a parenthesized
 * `function` expression that way.
 */
const COMMONJS_WRAPPER = /\b(__commonJSMin\()\(\(([\w$]+(?:,\s*[\w$]+)*)\)\s*=>\s*\{/g;

/**
 * A chunk's CommonJS wrappers as parenthesized `function` expressions, which V8 compiles while
 * the module streams in, off the main thread. As arrow functions, React DOM's wrapper (a
 * 180 KB function) was compiled on the main thread the first time the client entry required
 * it: a task of 60-115 ms while the page started on a slow phone, where now there is none.
 * The two mean the same here: module code is strict, so `this` is undefined in both, and a
 * module's top level that read `arguments` would have thrown as an arrow function.
 */
export function eagerCommonJsWrappers(code: string): string {
  return code.replace(COMMONJS_WRAPPER, '$1(function($2) {');
}

/** Where a chunk calls Rolldown's CommonJS wrapper, whatever it passes. */
const COMMONJS_WRAPPER_CALL = /\b__commonJSMin\(/g;

/**
 * The client build's chunks with {@link eagerCommonJsWrappers}. A wrapper written some other way
 * (a newer Rolldown) fails the build rather than quietly costing every page its start-up.
 */
export function eagerCommonJsWrappersPlugin(): Plugin {
  return {
    name: 'docs:eager-commonjs-wrappers',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk) {
      const calls = code.match(COMMONJS_WRAPPER_CALL)?.length ?? 0;
      if (calls === 0) return null;
      const rewritten = eagerCommonJsWrappers(code);
      const functions = (rewritten.match(/\b__commonJSMin\(\(function\(/g) ?? []).length;
      if (functions !== calls) {
        this.error(
          `${chunk.fileName}: ${calls - functions} of its ${calls} CommonJS wrappers are not ` +
            'written as site/vite/compile-hints.ts expects; update COMMONJS_WRAPPER there.',
        );
      }
      return {code: rewritten, map: null};
    },
  };
}
