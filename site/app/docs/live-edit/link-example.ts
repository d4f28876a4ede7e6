import {parse} from 'es-module-lexer/js';
import {transform} from 'sucrase';
import type {EditedFiles} from './example-edits';

/** A place in an example's file, for messages: lines and columns count from 1. */
export interface CodePosition {
  file: string;
  line: number;
  column: number;
}

/** A problem with an example's code that stops it from running, with where it is. */
export class ExampleCodeError extends Error {
  override name = 'ExampleCodeError';
  constructor(
    message: string,
    readonly position: CodePosition | null,
  ) {
    super(message);
  }
}

/** What an import of an example's module refers to. */
export type ImportTarget =
  | {kind: 'external'; specifier: string}
  | {kind: 'module'; file: string}
  | {kind: 'css'; file: string};

/** An import of a module, by where its specifier is in the compiled code. */
export interface LinkedImport {
  start: number;
  end: number;
  target: ImportTarget;
}

/** One compiled script file of an example. */
export interface LinkedModule {
  file: string;
  /** The compiled JavaScript, on the same lines as the source (sucrase keeps line numbers). */
  code: string;
  imports: LinkedImport[];
}

/** An example, compiled and checked, ready to be turned into modules. */
export interface LinkedExample {
  /** Its script files in dependency order: every file comes after the files it imports. */
  modules: LinkedModule[];
  /** Its stylesheets, in the order the modules import them. */
  stylesheets: {file: string; code: string}[];
  /** The packages it imports (React, library entry points, icons). */
  externals: string[];
}

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** Where an offset of a text is. */
function positionAt(file: string, text: string, offset: number): CodePosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return {file, line, column: offset - (before.lastIndexOf('\n') + 1) + 1};
}

/** Turns TypeScript and JSX into JavaScript on the same lines; a syntax error says where. */
export function compileScript(file: string, code: string): string {
  try {
    return transform(code, {
      transforms: ['typescript', 'jsx'],
      jsxRuntime: 'automatic',
      production: true,
      disableESTransforms: true,
      filePath: file,
    }).code;
  } catch (error) {
    const loc = (error as {loc?: {line: number; column: number}}).loc;
    const message = String((error as Error).message ?? error)
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/ \(\d+:\d+\)$/, '');
    throw new ExampleCodeError(
      message,
      loc ? {file, line: loc.line, column: loc.column + 1} : null,
    );
  }
}

/** The file a relative import names (`./table-data` is `table-data.ts` or `.tsx`), if any. */
function resolveOwnFile(specifier: string, files: EditedFiles): string | undefined {
  const name = specifier.slice(2);
  if (Object.hasOwn(files, name)) return name;
  return SCRIPT_EXTENSIONS.map((extension) => name + extension).find((candidate) =>
    Object.hasOwn(files, candidate),
  );
}

/**
 * Compiles an example's files from its entry file and checks every import: an example may import
 * the packages `isExternalAllowed` accepts and its own files (`./name`), nothing else. Throws an
 * {@link ExampleCodeError} naming the file and line of a syntax error, an import that is not
 * allowed, a missing file or a cycle between the example's files.
 */
export async function linkExample(
  files: EditedFiles,
  entry: string,
  isExternalAllowed: (specifier: string) => boolean,
): Promise<LinkedExample> {
  const modules: LinkedModule[] = [];
  const stylesheets: {file: string; code: string}[] = [];
  const externals = new Set<string>();
  const done = new Set<string>();
  const inProgress: string[] = [];

  const visit = (file: string, from: CodePosition | null) => {
    if (done.has(file)) return;
    if (inProgress.includes(file)) {
      throw new ExampleCodeError(
        `The files import each other in a circle: ${[...inProgress, file].join(' → ')}.`,
        from,
      );
    }
    inProgress.push(file);
    const code = compileScript(file, files[file]!);
    let imports: ReturnType<typeof parse>[0];
    try {
      [imports] = parse(code, file);
    } catch {
      throw new ExampleCodeError('The file could not be read as a module.', {
        file,
        line: 1,
        column: 1,
      });
    }
    const linked: LinkedImport[] = [];
    for (const found of imports) {
      const where = positionAt(file, code, found.ss);
      const specifier = found.n;
      if (found.d > -1 || specifier === undefined) {
        throw new ExampleCodeError(
          'An example cannot load modules with import(): import them at the top of the file.',
          where,
        );
      }
      if (specifier.startsWith('./')) {
        const target = resolveOwnFile(specifier, files);
        if (!target) {
          throw new ExampleCodeError(`"${specifier}" is not a file of this example.`, where);
        }
        if (target.endsWith('.css')) {
          if (!stylesheets.some((sheet) => sheet.file === target)) {
            stylesheets.push({file: target, code: files[target]!});
          }
          linked.push({start: found.ss, end: found.se, target: {kind: 'css', file: target}});
        } else {
          visit(target, where);
          linked.push({start: found.s, end: found.e, target: {kind: 'module', file: target}});
        }
      } else if (isExternalAllowed(specifier)) {
        externals.add(specifier);
        linked.push({start: found.s, end: found.e, target: {kind: 'external', specifier}});
      } else {
        throw new ExampleCodeError(
          `An example cannot import "${specifier}": it may import React, the library's entry points (@material-react/cdk/…, @material-react/material/…), the Material Symbols icons the examples use, and its own files.`,
          where,
        );
      }
    }
    inProgress.pop();
    done.add(file);
    modules.push({file, code, imports: linked});
  };

  if (!Object.hasOwn(files, entry)) {
    throw new ExampleCodeError(`The example has no file "${entry}".`, null);
  }
  visit(entry, null);
  return {modules, stylesheets, externals: [...externals]};
}

/**
 * A module's code with each import pointing where `urlOf` says; a stylesheet's import statement
 * becomes blank space, so every line stays where it was.
 */
export function rewriteImports(
  module: LinkedModule,
  urlOf: (target: ImportTarget) => string,
): string {
  let code = module.code;
  for (const {start, end, target} of [...module.imports].sort((a, b) => b.start - a.start)) {
    const replacement =
      target.kind === 'css' ? code.slice(start, end).replace(/[^\n]/g, ' ') : urlOf(target);
    code = code.slice(0, start) + replacement + code.slice(end);
  }
  return code;
}

/**
 * The first place in an error's stack that is in one of the example's modules (by the URL each
 * module was loaded from), or `null`.
 */
export function findErrorPosition(
  error: unknown,
  fileByUrl: ReadonlyMap<string, string>,
): CodePosition | null {
  const stack = (error as {stack?: unknown} | null)?.stack;
  if (typeof stack !== 'string') return null;
  let best: {index: number; position: CodePosition} | null = null;
  for (const [url, file] of fileByUrl) {
    const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
    if (match && (!best || match.index < best.index)) {
      best = {index: match.index, position: {file, line: +match[1]!, column: +match[2]!}};
    }
  }
  return best?.position ?? null;
}
