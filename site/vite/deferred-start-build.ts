import {readFileSync, writeFileSync} from 'node:fs';
import {builtHtmlFiles} from './built-pages';
import {deferredStartScript, type DeferredStartConfig} from './deferred-start-script';

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

/**
 * A stylesheet link that the critical-CSS step turned off (its rules are inline): it loads as
 * `print`, and its own media wait in `data-beasties-media`.
 */
const DEFERRED_STYLESHEET =
  /<link rel="stylesheet" href="([^"]+)" media="print" data-beasties-media="([^"]*)">/g;

/** The critical-CSS step's own switch for those links, replaced by the start script below. */
const INLINER_SWITCH = /<script>[^<]*data-beasties-media[^<]*<\/script>/;

/** How long the start waits for a first contentful paint that does not come. */
const START_TIMEOUT_MS = 3000;

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
  return {manifest, routes, entry, firstPaintTimeoutMs: START_TIMEOUT_MS};
}

/**
 * Rewrites one prerendered page so that its first paint waits for nothing but its HTML: the
 * module preload links go (their scripts would take the network and the main thread before the
 * page is on screen), the stylesheet links whose rules are already inline are `disabled` (a
 * browser fetches no disabled stylesheet, so they neither block the paint nor compete with it for
 * the network; marked `data-deferred`), and the router's start-up script begins after the first
 * contentful paint (`startAfterFirstPaint` in `deferred-start-script.ts`, a typed function whose
 * text becomes the script). Without JavaScript they stay off, and the inline rules style the page.
 *
 * The links stay where the router rendered them, so hydration finds the elements it expects.
 * Returns the page unchanged when it has no router start-up script.
 */
export function deferStart(html: string): {html: string; deferred: boolean} {
  const start = START_SCRIPT.exec(html);
  if (!start) return {html, deferred: false};
  const [whole, , manifest, routeImports = '', modules, entry] = start;
  const config = readStartConfig(manifest!, routeImports, modules!, entry!);
  // A function, so that no `$` in the script is read as a replacement pattern.
  let result = html.replace(
    whole,
    () => `<script type="module" async>${deferredStartScript(config)}</script>`,
  );
  result = result.replace(/<link rel="modulepreload"[^>]*>/g, '');
  result = result.replace(
    DEFERRED_STYLESHEET,
    (_link, href: string, media: string) =>
      `<link rel="stylesheet" href="${href}"${media && media !== 'all' ? ` media="${media}"` : ''} disabled data-deferred>`,
  );
  result = result.replace(INLINER_SWITCH, '');
  return {html: result, deferred: true};
}

/** Applies {@link deferStart} to every page of the client build; fails on a page it cannot read. */
export function deferStartOfPages(clientDir: string): {pages: number} {
  const files = builtHtmlFiles(clientDir);
  for (const file of files) {
    const {html, deferred} = deferStart(readFileSync(file, 'utf8'));
    if (!deferred) throw new Error(`${file}: the router's start-up script has an unknown form.`);
    writeFileSync(file, html);
  }
  return {pages: files.length};
}
