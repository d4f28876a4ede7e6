/** What the start script of one page loads: the router's modules for that page. */
export interface DeferredStartConfig {
  /** React Router's route manifest, imported first, for what it sets up. */
  manifest: string;
  /** The page's route modules, `[route id, module URL]`, in the order the router imports them. */
  routes: [id: string, url: string][];
  /** The client entry, imported once the route modules are in place: it hydrates the page. */
  entry: string;
  /**
   * The chunks the route modules and the entry import, each after the chunks it imports: they
   * run one at a time, before the route modules.
   */
  chunks: string[];
  /** How long to wait for a first contentful paint that does not come. */
  firstPaintTimeoutMs: number;
  /** The id of the page's list of late web font faces (see `splitLateFontFaces`). */
  lateFontsId: string;
}

/** Where React Router's client entry looks for the page's route modules. */
interface RouterWindow {
  __reactRouterRouteModules: Record<string, unknown>;
}

/**
 * The start of a prerendered page, run by its inline module script (see `deferStart` in
 * `deferred-start-build.ts`): once the first contentful paint is on screen, the route modules
 * and the client entry load. (The page's CSS is in its HTML: see `page-css-build.ts`; the web
 * font faces but the regular one load now, so that none is requested before.) All are
 * requested in turn, a task each, and they run one after the other, a task each: run together,
 * the framework, the shell and the routes made one long task. The
 * paint is what a frame alone does not promise (text waits for its font, briefly), and code that
 * starts loading before it competes with it for the network. Where the browser cannot report
 * paints, two animation frames stand in for it; in a hidden tab there is nothing to wait for, so
 * it starts at once.
 *
 * It runs in the browser as the text of this function (`Function.prototype.toString`), so it
 * uses nothing from outside its body but its arguments and the browser's globals. `importModule`
 * is the page's own `import()`: a dynamic import written here would be rewritten by the module
 * runner that loads the build's code. A failed import is left unhandled on purpose: the start
 * guard (`site/app/runtime/start-guard.ts`) reports it to the visitor.
 */
export function startAfterFirstPaint(
  config: DeferredStartConfig,
  importModule: (url: string) => Promise<unknown>,
): void {
  let started = false;
  /** Runs `next` in a task of its own, soon: the page's input and frames can come first. */
  function nextTask(next: () => void) {
    const scheduler = (window as unknown as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
    if (scheduler && scheduler.yield) scheduler.yield().then(next);
    else if (typeof MessageChannel !== 'undefined') {
      const channel = new MessageChannel();
      channel.port1.onmessage = next;
      channel.port2.postMessage(null);
    } else setTimeout(next);
  }
  /**
   * Loads the web font faces the page left out of its CSS, and declares them once all have come
   * (or failed), in one task: each change to the document's fonts lays out all of its text
   * again, so declaring them first (and each swapping in as it arrived) made three such layouts.
   */
  function declareLateFonts() {
    const list = document.getElementById(config.lateFontsId);
    if (!list || typeof FontFace === 'undefined') return;
    const faces = (
      JSON.parse(list.textContent || '[]') as {
        family: string;
        source: string;
        descriptors: FontFaceDescriptors;
      }[]
    ).map(function (face) {
      return new FontFace(face.family, face.source, face.descriptors);
    });
    let pending = faces.length;
    faces.forEach(function (face) {
      face
        .load()
        .then(null, function () {})
        .then(function () {
          pending -= 1;
          if (pending > 0) return;
          faces.forEach(function (loaded) {
            if (loaded.status === 'loaded') document.fonts.add(loaded);
          });
        });
    });
  }
  function start() {
    if (started) return;
    started = true;
    declareLateFonts();
    const routeUrls = config.routes.map(function (route) {
      return route[1];
    });
    const order = config.chunks.concat([config.manifest], routeUrls);
    const preloads = order.concat([config.entry]);
    // Fetched together, their requests overlapping as in the router's own start, but asked for
    // one per task: each request costs the main thread a few milliseconds, and ten of them in
    // one task made a long task on a slow phone...
    function preloadNext() {
      if (preloads.length === 0) {
        runNext();
        return;
      }
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads.shift()!;
      document.head.appendChild(link);
      nextTask(preloadNext);
    }
    // ...and run one at a time, each in a task of its own: the framework, the shell and each
    // route's code start in turn instead of in one long task.
    const modules: unknown[] = [];
    function runNext() {
      if (modules.length < order.length) {
        importModule(order[modules.length]!).then(function (module) {
          modules.push(module);
          nextTask(runNext);
        });
        return;
      }
      const routeModules: Record<string, unknown> = {};
      config.routes.forEach(function (route, index) {
        routeModules[route[0]] = modules[order.length - routeUrls.length + index];
      });
      (window as unknown as RouterWindow).__reactRouterRouteModules = routeModules;
      importModule(config.entry);
    }
    nextTask(preloadNext);
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
