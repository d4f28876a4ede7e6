/**
 * The React Compiler over the library's and the examples' sources, for the test job that runs the
 * examples' tests on compiled components (vitest.compiler.config.ts): an app that builds with
 * `babel-plugin-react-compiler` compiles our components too, and they must work that way.
 *
 * The plugin runs Babel with the compiler before Vite's own transform and keeps the TypeScript
 * syntax, which Vite strips afterwards as it does for every other file. The compiler's logger
 * reports what it did with each component and hook; the job's reporter fails the run when the
 * compiler compiled nothing (the plugin did not run, so the tests proved nothing) or when it
 * could not compile a function of ours.
 */
import {transformAsync} from '@babel/core';
import reactCompiler, {type LoggerEvent, type PluginOptions} from 'babel-plugin-react-compiler';
import type {Plugin} from 'vite';
import type {Reporter, Vitest} from 'vitest/node';

/**
 * The sources the job compiles: what the library ships and what the examples show, the files an
 * app with the compiler would compile. Tests and their helpers stay as written.
 */
const COMPILED_SOURCE = /\/packages\/(?:cdk|material|examples)\/src\/.+(?<!\.d)\.tsx?$/;
const TEST_FILE = /\.(?:test|test-utils?)\.tsx?$/;

/** Whether the job compiles a module, by its id (an absolute path, maybe with a query). */
export function isCompiledSource(id: string): boolean {
  const file = id.split('?', 1)[0]!.replaceAll('\\', '/');
  return COMPILED_SOURCE.test(file) && !TEST_FILE.test(file) && !file.includes('/node_modules/');
}

/** Something the compiler reported about one function of a file. */
export interface CompilerFinding {
  /** The line of the problem, else of the function (null when the compiler knows neither). */
  line: number | null;
  /** The compiler's reason, in its own words. */
  reason: string;
}

/** What the compiler did with one file, the last time it was transformed. */
export interface CompiledFile {
  /** How many components and hooks it compiled. */
  compiled: number;
  /** The functions it could not compile (`CompileError`), or where it failed (`PipelineError`). */
  problems: CompilerFinding[];
  /** What it noted without giving up (`CompileDiagnostic`) or skipped on request (`CompileSkip`). */
  notes: CompilerFinding[];
}

/** The panic threshold, and why. */
const PANIC_THRESHOLD: PluginOptions['panicThreshold'] =
  // As an app builds: a function the compiler cannot compile is left as written and the rest of
  // the file still compiles. With 'all_errors' the first one would throw out of the transform,
  // and every test that imports the module would fail on an import error that hides the others;
  // here the logger collects them all and the reporter fails the run with the whole list.
  'none';

/** The line a location of Babel's starts on; the compiler marks code it made with a symbol. */
function lineOf(loc: unknown): number | null {
  return typeof loc === 'object' && loc !== null && 'start' in loc
    ? (loc as {start: {line: number}}).start.line
    : null;
}

/** What the job keeps of one of the compiler's events, if anything. */
function findingOf(event: LoggerEvent): CompilerFinding | null {
  switch (event.kind) {
    case 'CompileError': {
      const {detail} = event;
      // The problem's own line (the `??=`, the eslint-disable comment) rather than the function's.
      const line = lineOf(detail.primaryLocation()) ?? lineOf(event.fnLoc);
      return {line, reason: [detail.reason, detail.description].filter(Boolean).join(': ')};
    }
    case 'CompileDiagnostic':
      return {line: lineOf(event.fnLoc), reason: event.detail.reason};
    case 'CompileSkip':
      return {line: lineOf(event.loc) ?? lineOf(event.fnLoc), reason: `skipped: ${event.reason}`};
    case 'PipelineError':
      return {line: lineOf(event.fnLoc), reason: `the compiler failed: ${event.data}`};
    default:
      return null;
  }
}

/**
 * Compiles one module with the React Compiler and keeps its TypeScript syntax. Returns the code,
 * its source map and what the compiler reported.
 */
export async function compileModule(code: string, file: string) {
  const report: CompiledFile = {compiled: 0, problems: [], notes: []};
  const options: PluginOptions = {
    panicThreshold: PANIC_THRESHOLD,
    logger: {
      logEvent(_filename, event) {
        if (event.kind === 'CompileSuccess') {
          report.compiled++;
          return;
        }
        const finding = findingOf(event);
        if (!finding) return;
        const isProblem = event.kind === 'CompileError' || event.kind === 'PipelineError';
        (isProblem ? report.problems : report.notes).push(finding);
      },
    },
  };
  const result = await transformAsync(code, {
    filename: file,
    // Only the compiler: no Babel config of the repository or of a package applies here.
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // Parsed as TypeScript (JSX only in .tsx, where `<T>value` is no cast) and printed back as
    // TypeScript: Vite strips the types afterwards, as it does without the compiler.
    parserOpts: {plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript']},
    plugins: [[reactCompiler, options]],
  });
  return {code: result?.code ?? code, map: result?.map ?? null, report};
}

/**
 * The Vite plugin and the Vitest reporter of the job, which share what the compiler reported,
 * file by file (a file transformed again replaces its entry).
 */
export function reactCompilerCheck() {
  const files = new Map<string, CompiledFile>();

  const plugin: Plugin = {
    name: 'react-compiler',
    // Before Vite's TypeScript and JSX transform: the compiler reads the component as written.
    enforce: 'pre',
    async transform(code, id) {
      if (!isCompiledSource(id)) return null;
      const file = id.split('?', 1)[0]!;
      const compiled = await compileModule(code, file);
      files.set(file, compiled.report);
      return {code: compiled.code, map: compiled.map};
    },
  };

  let vitest: Vitest | undefined;
  const reporter: Reporter = {
    onInit(context) {
      vitest = context;
    },
    onTestRunEnd() {
      const {ok, lines} = summarize(files, vitest?.config.root ?? process.cwd());
      const text = `\n${lines.join('\n')}`;
      // Vitest's logger, so the lines come after its summary and in its output.
      if (ok) (vitest?.logger ?? console).log(text);
      else (vitest?.logger ?? console).error(text);
      // A reporter cannot fail a test; the exit code fails the run, as a failed test does.
      if (!ok) process.exitCode = 1;
    },
  };

  return {plugin, reporter, files};
}

/**
 * The job's verdict on what the compiler reported: it passes when the compiler compiled at least
 * one component or hook and could compile every function of ours it looked at.
 */
export function summarize(
  files: ReadonlyMap<string, CompiledFile>,
  root: string,
): {ok: boolean; lines: string[]} {
  const relative = (file: string) =>
    file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
  const listed = (kind: 'problems' | 'notes') =>
    [...files]
      .flatMap(([file, report]) =>
        report[kind].map(
          ({line, reason}) => `  ${relative(file)}${line ? `:${line}` : ''}  ${reason}`,
        ),
      )
      .sort();
  const compiled = [...files.values()].reduce((sum, report) => sum + report.compiled, 0);
  const withCompiled = [...files.values()].filter((report) => report.compiled > 0).length;
  const problems = listed('problems');
  const notes = listed('notes');

  const lines = [
    `React Compiler: ${compiled} components and hooks compiled in ${withCompiled} of the ${files.size} source files the tests loaded.`,
  ];
  if (notes.length > 0) lines.push('Noted by the compiler:', ...notes);
  if (compiled === 0) {
    lines.push(
      'Nothing was compiled: the tests ran on components as written, so they prove nothing about the compiler.',
    );
  }
  if (problems.length > 0) {
    lines.push(
      `The compiler could not compile ${problems.length === 1 ? 'this function' : `these ${problems.length} functions`}, which an app with the compiler runs as written:`,
      ...problems,
    );
  }
  return {ok: compiled > 0 && problems.length === 0, lines};
}
