/** What the start script of one page loads: the router's modules for that page. */
export interface DeferredStartConfig {
  /** React Router's route manifest, imported first, for what it sets up. */
  manifest: string;
  /** The page's route modules, `[route id, module URL]`, in the order the router imports them. */
  routes: [id: string, url: string][];
  /** The client entry, imported once the route modules are in place: it hydrates the page. */
  entry: string;
  /** How long to wait for a first contentful paint that does not come. */
  firstPaintTimeoutMs: number;
}

/** Where React Router's client entry looks for the page's route modules. */
interface RouterWindow {
  __reactRouterRouteModules: Record<string, unknown>;
}

/**
 * The start of a prerendered page, run by its inline module script (see `deferStart` in
 * `deferred-start-build.ts`): once the first contentful paint is on screen, the stylesheet links
 * are enabled (so they load and apply), then the route modules and the client entry load. The
 * paint is what a frame alone does not promise (text waits for its font, briefly), and code that
 * starts loading before it competes with it for the network. Where the browser cannot report
 * paints, two animation frames stand in for it; in a hidden tab there is nothing to wait for, so
 * it starts at once.
 *
 * It runs in the browser as the text of this function (`Function.prototype.toString`), so it
 * uses nothing from outside its body but its arguments and the browser's globals. `importModule`
 * is the page's own `import()`: a dynamic import written here would be rewritten by the module
 * runner that loads the build's code. A failed import is left unhandled on purpose: the start
 * guard (`site/app/shell/start-guard.ts`) reports it to the visitor.
 */
export function startAfterFirstPaint(
  config: DeferredStartConfig,
  importModule: (url: string) => Promise<unknown>,
): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-deferred]').forEach(function (link) {
      link.removeAttribute('disabled');
      link.removeAttribute('data-deferred');
    });
    const urls = [config.manifest].concat(
      config.routes.map(function (route) {
        return route[1];
      }),
    );
    Promise.all(
      urls.map(function (url) {
        return importModule(url);
      }),
    ).then(function (modules) {
      const routeModules: Record<string, unknown> = {};
      config.routes.forEach(function (route, index) {
        routeModules[route[0]] = modules[index + 1];
      });
      (window as unknown as RouterWindow).__reactRouterRouteModules = routeModules;
      return importModule(config.entry);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else if (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0
  ) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({type: 'paint', buffered: true});
    setTimeout(start, config.firstPaintTimeoutMs);
  } else
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
}

/**
 * The inline module script that runs {@link startAfterFirstPaint} for one page. Its only text
 * not from the function is the call, which passes the page's `import()`; `<` is escaped in the
 * configuration so that no URL can end the script element.
 */
export function deferredStartScript(config: DeferredStartConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const importModule = 'function (url) { return import(url); }';
  return `(${startAfterFirstPaint.toString()})(${json}, ${importModule});`;
}
