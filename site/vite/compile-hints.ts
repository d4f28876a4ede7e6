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
