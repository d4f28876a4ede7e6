import {readFileSync, writeFileSync} from 'node:fs';
import {relative} from 'node:path';
import {builtHtmlFiles, FALLBACK_PAGE} from './built-pages';
import {readClientManifest, type ClientManifest} from './client-manifest';
import {deferredStartScript, type DeferredStartConfig} from './deferred-start-script';
import {LATE_FONTS_ID} from './page-css-build';

/**
 * The router's start-up module script: the route modules of the page, then the client entry.
 *
 * ```js
 * import "/assets/manifest-….js";
 * import * as route0 from "/assets/root-….js";
 * window.__reactRouterRouteModules = {"root":route0};
 * import("/assets/entry.client-….js");
 * ```
 */
const START_SCRIPT =
  /<script type="module" async(?:="")?>(\s*import "([^"]+)";((?:\s*import \* as route\d+ from "[^"]+";)*)\s*window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);\s*)<\/script>/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;

/** How long the start waits for a first contentful paint that does not come. */
const START_TIMEOUT_MS = 3000;

/** How a page's start waits for its first paint. */
export interface DeferOptions {
  /**
   * Whether the page paints content before its app runs. The fallback page does not: it is what
   * a redirecting or unknown path is served, and its app, which redirects or renders the page,
   * is all there is to wait for. Such a page starts at once instead of waiting out the
   * timeout for a paint that never comes.
   * @default true
   */
  paintsFirst?: boolean;
}

/**
 * The start script's configuration, read from the router's start-up script: the manifest, each
 * route module under the route id it is registered with, in the order the router imports them,
 * and the client entry. Throws when the registered modules are not the imported ones.
 */
export function readStartConfig(
  manifest: string,
  routeImports: string,
  modules: string,
  entry: string,
): DeferredStartConfig {
  const imports = [...routeImports.matchAll(ROUTE_IMPORT)].map((match) => ({
    name: match[1]!,
    url: match[2]!,
  }));
  // `{"root":route0,…}` with its values quoted is JSON: the import's name for each route id.
  const nameById: Record<string, string> = JSON.parse(
    modules.replace(/:(route\d+)(?=[,}])/g, ':"$1"'),
  );
  const idByName = new Map(Object.entries(nameById).map(([id, name]) => [name, id]));
  const routes = imports.map(({name, url}): [string, string] => [idByName.get(name) ?? '', url]);
  if (Object.keys(nameById).length !== imports.length || routes.some(([id]) => !id)) {
    throw new Error(`The router's route modules ${modules} are not the ones it imports.`);
  }
  return {
    manifest,
    routes,
    entry,
    chunks: [],
    firstPaintTimeoutMs: START_TIMEOUT_MS,
    lateFontsId: LATE_FONTS_ID,
  };
}

/**
 * Rewrites one prerendered page so that its first paint waits for nothing but its HTML (whose
 * CSS is inline, see `page-css-build.ts`): the module preload links go (their scripts would take
 * the network and the main thread before the page is on screen), and the router's start-up
 * script begins after the first contentful paint (`startAfterFirstPaint` in
 * `deferred-start-script.ts`, a typed function whose text becomes the script).
 * Returns the page unchanged when it has no router start-up script.
 */
export function deferStart(
  html: string,
  chunksOf: (modules: string[]) => string[] = () => [],
  {paintsFirst = true}: DeferOptions = {},
): {html: string; deferred: boolean} {
  const start = START_SCRIPT.exec(html);
  if (!start) return {html, deferred: false};
  const [whole, , manifest, routeImports = '', modules, entry] = start;
  const config = readStartConfig(manifest!, routeImports, modules!, entry!);
  config.chunks = chunksOf([...config.routes.map(([, url]) => url), config.entry]);
  if (!paintsFirst) config.firstPaintTimeoutMs = 0;
  // A function, so that no `$` in the script is read as a replacement pattern.
  let result = html.replace(
    whole,
    () => `<script type="module" async>${deferredStartScript(config)}</script>`,
  );
  result = result.replace(/<link rel="modulepreload"[^>]*>/g, '');
  return {html: result, deferred: true};
}

/**
 * The chunks that `modules` (URLs) import, however deep, each after the chunks it imports, and
 * without `modules` themselves: the order in which they can run one at a time.
 */
export function importedChunks(manifest: ClientManifest, modules: readonly string[]): string[] {
  const byUrl = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const key of byUrl.get(url)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(`/${imported.file}`);
    }
    order.push(url);
  };
  modules.forEach(visit);
  return order.filter((url) => !modules.includes(url));
}

/** Applies {@link deferStart} to every page of the client build; fails on a page it cannot read. */
export function deferStartOfPages(clientDir: string): {pages: number} {
  const manifest = readClientManifest(clientDir);
  const files = builtHtmlFiles(clientDir);
  for (const file of files) {
    const {html, deferred} = deferStart(
      readFileSync(file, 'utf8'),
      (modules) => importedChunks(manifest, modules),
      {paintsFirst: relative(clientDir, file) !== FALLBACK_PAGE},
    );
    if (!deferred) throw new Error(`${file}: the router's start-up script has an unknown form.`);
    writeFileSync(file, html);
  }
  return {pages: files.length};
}
