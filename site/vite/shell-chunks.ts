/** What a chunk group's name function can read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): {importedIds: readonly string[]} | null;
}

/** A group of `build.rolldownOptions.output.codeSplitting.groups`. */
interface ChunkGroup {
  name: string | ((id: string, graph: ModuleGraph) => string | null);
}

/** React, React DOM and React Router: the framework every page starts with. */
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/;

/** The module that React Router's build makes of a route module for the browser. */
export function clientRouteModuleId(file: string): string {
  return `${file}?__react-router-build-client-route`;
}

/** A module and everything it imports statically, directly or not. */
export function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const closure = new Set<string>();
  const pending = [start];
  while (pending.length) {
    const id = pending.pop()!;
    if (closure.has(id)) continue;
    closure.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * The client build's chunk groups for what every page loads: the client entry and the root route
 * module, and everything they import statically. The framework's part of it (React, React DOM,
 * React Router) is one chunk, which changes only with their versions, so browsers keep it across
 * releases of the site; the site's part is another. Everything else is
 * split as the bundler sees fit: each route, each page's content and each example lazily.
 *
 * The bundler cannot know that the router loads the root route before any other, so without the
 * shell group a module the root shares with one page's route or with an example becomes a chunk
 * of its own for each such combination: dozens of chunks under a kilobyte, each a request and an
 * import list. Whatever imports the shell's modules runs after the root has loaded them, so
 * putting them in one chunk costs no page anything.
 *
 * @param entry The client entry's file (`site/app/entry.client.tsx`).
 * @param rootRoute The root route's file (`site/app/root.tsx`).
 */
export function shellChunkGroups(entry: string, rootRoute: string): ChunkGroup[] {
  let shell: Set<string> | undefined;
  const inShell = (id: string, graph: ModuleGraph) => {
    if (!shell) {
      shell = new Set([
        ...staticClosure(graph, entry),
        ...staticClosure(graph, clientRouteModuleId(rootRoute)),
      ]);
      // The entry itself starts the app when it runs, which must wait for the route modules.
      shell.delete(entry);
    }
    return shell.has(id);
  };
  return [
    {name: (id, graph) => (inShell(id, graph) && FRAMEWORK.test(id) ? 'framework' : null)},
    {name: (id, graph) => (inShell(id, graph) && !FRAMEWORK.test(id) ? 'shell' : null)},
  ];
}
