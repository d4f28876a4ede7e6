/** What {@link reportProblem} needs of a Vite plugin hook's context (`this`). */
export interface ProblemContext {
  /** The environment the hook runs in: its `mode` is `build` in a build. */
  readonly environment?: {readonly mode: string};
  /** Shows a warning in the dev server's output. */
  warn(message: string): void;
}

/**
 * Reports a problem in the docs' sources (an undocumented token, an overview without its keyboard
 * table): it fails a build, so nothing ships with it, and is a warning in the dev server, so the
 * page being written stays on screen while it is mended.
 */
export function reportProblem(context: ProblemContext, message: string): void {
  if (context.environment?.mode === 'build') throw new Error(message);
  context.warn(message);
}
