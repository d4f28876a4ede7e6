import {readFileSync, writeFileSync} from 'node:fs';
import {builtHtmlFiles} from './built-pages';

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
 * What runs once the page's first contentful paint is on screen: the stylesheet links are
 * enabled (so they load and apply), then the route modules and the client entry load. The paint is what a frame
 * alone does not promise (text waits for its font, briefly), and code that starts loading before
 * it competes with it for the network. Where the browser cannot report paints, two animation
 * frames stand in for it; in a hidden tab there is nothing to wait for, so it starts at once.
 */
function startScript(
  manifest: string,
  routes: [name: string, url: string][],
  modules: string,
  entry: string,
) {
  const imports = [manifest, ...routes.map(([, url]) => url)].map(
    (url) => `import(${JSON.stringify(url)})`,
  );
  const names = ['', ...routes.map(([name]) => name)].join(',');
  return (
    'var started=false;function start(){if(started)return;started=true;' +
    "document.querySelectorAll('link[data-deferred]').forEach(function(l){" +
    "l.removeAttribute('disabled');l.removeAttribute('data-deferred')});" +
    `Promise.all([${imports.join(',')}]).then(function([${names}]){` +
    `window.__reactRouterRouteModules=${modules};` +
    `return import(${JSON.stringify(entry)})})}` +
    "if(document.visibilityState==='hidden')start();" +
    "else if(typeof PerformanceObserver!=='undefined'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){" +
    "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});" +
    `setTimeout(start,${START_TIMEOUT_MS})}` +
    'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})});'
  );
}

/**
 * Rewrites one prerendered page so that its first paint waits for nothing but its HTML: the
 * module preload links go (their scripts would take the network and the main thread before the
 * page is on screen), the stylesheet links whose rules are already inline are `disabled` (a
 * browser fetches no disabled stylesheet, so they neither block the paint nor compete with it for
 * the network; marked `data-deferred`), and the router's start-up script begins after the first
 * contentful paint. Without JavaScript they stay off, and the inline rules style the page.
 *
 * The links stay where the router rendered them, so hydration finds the elements it expects.
 * Returns the page unchanged when it has no router start-up script.
 */
export function deferStart(html: string): {html: string; deferred: boolean} {
  const start = START_SCRIPT.exec(html);
  if (!start) return {html, deferred: false};
  const [whole, , manifest, routeImports = '', modules, entry] = start;
  const routes = [...routeImports.matchAll(ROUTE_IMPORT)].map(
    (match) => [match[1]!, match[2]!] as [string, string],
  );
  let result = html.replace(
    whole,
    `<script type="module" async>${startScript(manifest!, routes, modules!, entry!)}</script>`,
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
