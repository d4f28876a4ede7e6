import type {Plugin} from 'vite';

/**
 * V8's explicit compile hint. A script whose first line is this comment has all of its functions
 * compiled as it loads (while it streams in, off the main thread) instead of each one on the main
 * thread the first time it is called. Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Modules whose code runs nearly whole the first time an overlay opens (a select, a menu, a
 * tooltip): the positioning engine and the cdk's overlay, with the stack of open overlays it
 * shares with the dialog (a private module of the cdk's `core`). They load lazily, before the
 * first overlay needs them, so compiling them as they load costs the page nothing it waits for,
 * and the first opening is spared about eighty lazy compilations (on a phone, tens of
 * milliseconds between the press and the panel on screen).
 */
const EAGERLY_COMPILED_MODULES = [
  /\/node_modules\/@floating-ui\/(dom|core|utils)\//,
  /\/packages\/cdk\/src\/overlay\//,
  /\/packages\/cdk\/src\/core\/dismiss-stack\.ts$/,
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
 * module) => {`, the module's code indented below it, and `}));` at the start of a line after it.
 * The parentheses around the arrow function are there to make the engine compile it as it
 * loads, but Chromium (measured on 147 and 156) compiles only a parenthesized `function`
 * expression that way (`((exports) => {`, with the parameters in parentheses, is compiled lazily
 * too).
 */
const COMMONJS_WRAPPER = /\b(__commonJSMin\()\(\(([\w$]+(?:,\s*[\w$]+)*)\)\s*=>\s*\{/g;
const COMMONJS_WRAPPER_END = '\n}));';

/**
 * The size, in characters before minification, from which a wrapped module is compiled as it
 * loads: React DOM's client (about 600 KB), React, the scheduler and React DOM's shared part
 * (6-18 KB each), all of them run as a page starts; not the JSX runtime or the packages' index
 * files that require the right build (under 2 KB), which compile in no time. Measured in gzip
 * (Zopfli) on the framework chunk: these four rewritten cost nothing (3 bytes less), all ten
 * would cost 22 bytes, React DOM's alone 32 (its `function` then repeated nowhere), and the page's
 * first JavaScript is held to a budget (`site/e2e/budget.spec.ts`).
 */
export const EAGER_WRAPPER_MIN_CHARS = 4096;

/**
 * A chunk's large CommonJS wrappers as parenthesized `function` expressions, which V8 compiles
 * while the module streams in, off the main thread. As an arrow function, React DOM's wrapper
 * was compiled on the main thread the first time the client entry required it: a task of
 * 60-115 ms while the page started on a slow phone, where now there is none. The two mean the
 * same here: module code is strict, so `this` is undefined in both, and a module's top level that
 * read `arguments` would have thrown as an arrow function. Returns the code and how many
 * wrappers it recognised (each with its end), rewritten or not.
 */
export function eagerCommonJsWrappers(
  code: string,
  minChars = EAGER_WRAPPER_MIN_CHARS,
): {code: string; recognised: number} {
  let recognised = 0;
  const rewritten = code.replace(
    COMMONJS_WRAPPER,
    (wrapper: string, call: string, parameters: string, offset: number) => {
      const end = code.indexOf(COMMONJS_WRAPPER_END, offset);
      if (end < 0) return wrapper;
      recognised += 1;
      return end - offset >= minChars ? `${call}(function(${parameters}) {` : wrapper;
    },
  );
  return {code: rewritten, recognised};
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
      const result = eagerCommonJsWrappers(code);
      if (result.recognised !== calls) {
        this.error(
          `${chunk.fileName}: ${calls - result.recognised} of its ${calls} CommonJS wrappers are ` +
            'not written as site/vite/compile-hints.ts expects; update COMMONJS_WRAPPER there.',
        );
      }
      return result.code === code ? null : {code: result.code, map: null};
    },
  };
}
