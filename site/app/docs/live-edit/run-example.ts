import type {ComponentType} from 'react';
import {
  ExampleCodeError,
  findErrorPosition,
  rewriteImports,
  type ImportTarget,
  type LinkedExample,
} from './link-example';

/** Loads the module namespace of a package an example may import. */
export type ExternalLoader = (specifier: string) => Promise<Record<string, unknown>>;

/** An edited example, running: its component and the URLs its modules were loaded from. */
export interface RunningExample {
  component: ComponentType;
  /** Each module's `blob:` URL and its file, to place errors in the example's code. */
  fileByUrl: ReadonlyMap<string, string>;
  /** Frees the module URLs (the loaded modules stay usable). */
  dispose(): void;
}

/** Where the shims find the page's own modules (one registry per page). */
const REGISTRY = '__docsLiveModules';
const shimUrls = new Map<string, Promise<string>>();

function registry(): Map<string, Record<string, unknown>> {
  const scope = globalThis as unknown as Record<string, Map<string, Record<string, unknown>>>;
  scope[REGISTRY] ??= new Map();
  return scope[REGISTRY];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function moduleUrl(code: string): string {
  return URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
}

/**
 * A module that re-exports one of the page's modules, so that edited code imports the very
 * copies of React and of the library that the page runs (one React, shared contexts and state).
 * Made once per package and page.
 */
function shimUrl(specifier: string, load: ExternalLoader): Promise<string> {
  let url = shimUrls.get(specifier);
  if (!url) {
    url = load(specifier).then((namespace) => {
      registry().set(specifier, namespace);
      const names = Object.keys(namespace).filter(
        (name) => name !== 'default' && IDENTIFIER.test(name),
      );
      const source = [
        `const m = globalThis.${REGISTRY}.get(${JSON.stringify(specifier)});`,
        'default' in namespace ? 'export default m.default;' : '',
        names.length > 0 ? `export const {${names.join(', ')}} = m;` : '',
      ].join('\n');
      return moduleUrl(source);
    });
    url.catch(() => shimUrls.delete(specifier));
    shimUrls.set(specifier, url);
  }
  return url;
}

/**
 * Makes the modules that stand for the packages an example imports ahead of time, so its first
 * run does not wait for them.
 */
export async function prepareExternals(
  specifiers: readonly string[],
  load: ExternalLoader,
): Promise<void> {
  await Promise.all(specifiers.map((specifier) => shimUrl(specifier, load)));
}

/**
 * Runs a linked example as modules loaded from `blob:` URLs (no `eval`: the page's
 * Content-Security-Policy allows `blob:` scripts, which only the page itself can make) and
 * returns its component: the export named `componentName`, else the first exported function.
 */
export async function runExample(
  linked: LinkedExample,
  componentName: string,
  load: ExternalLoader,
): Promise<RunningExample> {
  const externalUrls = new Map<string, string>();
  await Promise.all(
    linked.externals.map(async (specifier) => {
      externalUrls.set(specifier, await shimUrl(specifier, load));
    }),
  );
  const moduleUrls = new Map<string, string>();
  const fileByUrl = new Map<string, string>();
  for (const module of linked.modules) {
    const code = rewriteImports(module, (target: ImportTarget) => {
      if (target.kind === 'external') return externalUrls.get(target.specifier)!;
      if (target.kind === 'module') return moduleUrls.get(target.file)!;
      return '';
    });
    const url = moduleUrl(code);
    moduleUrls.set(module.file, url);
    fileByUrl.set(url, module.file);
  }
  const dispose = () => {
    for (const url of fileByUrl.keys()) URL.revokeObjectURL(url);
  };
  const entry = linked.modules.at(-1)!;
  let namespace: Record<string, unknown>;
  try {
    namespace = await import(/* @vite-ignore */ moduleUrls.get(entry.file)!);
  } catch (error) {
    dispose();
    // Thrown while the modules ran their top-level code: say where.
    const message = error instanceof Error ? error.message : String(error);
    throw new ExampleCodeError(message, findErrorPosition(error, fileByUrl));
  }
  const named = namespace[componentName];
  const component =
    typeof named === 'function'
      ? named
      : Object.values(namespace).find((value) => typeof value === 'function');
  if (typeof component !== 'function') {
    dispose();
    throw new ExampleCodeError(`${entry.file} exports no component to show.`, {
      file: entry.file,
      line: 1,
      column: 1,
    });
  }
  return {component: component as ComponentType, fileByUrl, dispose};
}
