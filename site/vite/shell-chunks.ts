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

/** The files the chunk groups are made from. */
export interface ShellChunkFiles {
  /** The client entry (`site/app/entry.client.tsx`). */
  entry: string;
  /** The root route (`site/app/root.tsx`). */
  rootRoute: string;
  /** The routes of the section pages (section layout, item layout, item page). */
  sectionRoutes: readonly string[];
  /** The route of the guide pages. */
  guideRoute: string;
}

type ChunkName = 'framework' | 'shell' | 'docs' | 'section';

/**
 * The client build's chunk groups for what pages load before anything else. What every page
 * loads, the client entry and the root route module and everything they import statically, is
 * two chunks: the framework's part (React, React DOM, React Router), which changes only with their
 * versions, so browsers keep it across releases of the site, and the site's part, the shell.
 * What the documentation pages' routes import statically beyond that is two more: `docs`, what
 * the section pages and the guides share (content loading, hydration regions, the page header),
 * and `section`, what only the section pages need (the side navigation). Everything else is split
 * as the bundler sees fit: each route module, each page's content and each example lazily.
 *
 * The bundler cannot know that the router loads the root route before any other, so without
 * these groups a module the root shares with one page's route or with an example becomes a chunk
 * of its own for each such combination: dozens of chunks under a kilobyte, each a request and an
 * import list. Whatever imports a group's modules runs after they have loaded, so putting them in
 * one chunk costs no page anything.
 */
export function shellChunkGroups(files: ShellChunkFiles): ChunkGroup[] {
  let groups: Map<string, ChunkName> | undefined;
  const build = (graph: ModuleGraph) => {
    const chunks = new Map<string, ChunkName>();
    const shell = new Set([
      ...staticClosure(graph, files.entry),
      ...staticClosure(graph, clientRouteModuleId(files.rootRoute)),
    ]);
    // The entry itself starts the app when it runs, which must wait for the route modules.
    shell.delete(files.entry);
    // The root route module stays in its chunk, with the global stylesheets it imports (the
    // theme's base tokens, the site's styles): lazy chunks import the shell, and the bundler adds
    // a lazy chunk's imported stylesheets to the page again, after the theme's stylesheet, whose
    // tokens the base tokens would then override.
    const rootModule = clientRouteModuleId(files.rootRoute);
    for (const id of [rootModule, files.rootRoute]) shell.delete(id);
    for (const id of graph.getModuleInfo(files.rootRoute)?.importedIds ?? []) {
      if (/\.css(?:\?|$)/.test(id)) shell.delete(id);
    }
    for (const id of shell) chunks.set(id, FRAMEWORK.test(id) ? 'framework' : 'shell');
    const routes = [...files.sectionRoutes, files.guideRoute].flatMap((route) => [
      route,
      clientRouteModuleId(route),
    ]);
    // Route modules stay chunks of their own, which the router loads by name.
    const closureOf = (route: string) =>
      new Set(
        [...staticClosure(graph, clientRouteModuleId(route))].filter(
          (id) => !shell.has(id) && !routes.includes(id),
        ),
      );
    const section = new Set(files.sectionRoutes.flatMap((route) => [...closureOf(route)]));
    const guide = closureOf(files.guideRoute);
    for (const id of section) chunks.set(id, guide.has(id) ? 'docs' : 'section');
    return chunks;
  };
  const chunkOf = (id: string, graph: ModuleGraph) => (groups ??= build(graph)).get(id);
  // One group per chunk, in this order: a group takes the modules its modules import that no
  // earlier group has taken, so the framework and the shell must be settled before the rest.
  return (['framework', 'shell', 'docs', 'section'] as const).map((chunk) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null),
  }));
}

/** The files every page loads before it starts: the framework, the shell and the bundler's runtime. */
const STARTUP_FILE = /(?:^|\/)assets\/(?:framework|shell|rolldown-runtime)-[\w-]{8}\.(?:js|css)$/;

/**
 * What a dynamic import preloads (`build.modulePreload.resolveDependencies`), without the files
 * every page has loaded before any of its code runs: preloading them again does nothing, yet
 * each chunk that imports lazily would carry their names, in the code a page loads first too.
 */
export function withoutStartupFiles(dependencies: readonly string[]): string[] {
  return dependencies.filter((file) => !STARTUP_FILE.test(file));
}
