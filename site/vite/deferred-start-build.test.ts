// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {deferStart, importedChunks, readStartConfig} from './deferred-start-build';
import {deferredStartScript} from './deferred-start-script';

const page = (start: string) =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<style>.a{color:red}</style>' +
  '<link rel="stylesheet" href="/assets/root-3.css" disabled>' +
  '<link rel="stylesheet" href="/assets/button-4.css#" disabled>' +
  '</head><body><main><h1>Title</h1></main>' +
  start +
  '</body></html>';

const ROUTER_START =
  '<script type="module" async>import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/page-5.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\n' +
  'import("/assets/entry.client-6.js");</script>';

/** The text of the page's start script, which runs over several lines. */
const startScriptOf = (html: string) =>
  /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)![1]!;

describe('deferStart', () => {
  it('starts the router after the first contentful paint, with the same modules', () => {
    const {html, deferred} = deferStart(page(ROUTER_START));
    expect(deferred).toBe(true);
    const script = deferredStartScript({
      manifest: '/assets/manifest-1.js',
      routes: [
        ['root', '/assets/root-2.js'],
        ['routes/page', '/assets/page-5.js'],
      ],
      entry: '/assets/entry.client-6.js',
      chunks: [],
      firstPaintTimeoutMs: 3000,
      lateFontsId: 'docs-late-fonts',
    });
    expect(html).toContain(`<script type="module" async>${script}</script>`);
    expect(script).toMatch(/^\(function startAfterFirstPaint\(config, importModule\) \{/);
    // Nothing of the old script remains to load modules while the page is parsed.
    expect(html).not.toMatch(/^import /m);
  });

  it('drops module preloads and leaves the stylesheet links as they are', () => {
    const {html} = deferStart(page(ROUTER_START));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/root-3.css" disabled>' +
        '<link rel="stylesheet" href="/assets/button-4.css#" disabled>',
    );
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  it('leaves a page without the router start-up script alone', () => {
    const plain =
      '<html><head></head><body><script type="module">import "/x.js";</script></body></html>';
    expect(deferStart(plain)).toEqual({html: plain, deferred: false});
  });

  it('runs in a browser-like setting: the modules load in order, the stylesheets stay off', async () => {
    const {html} = deferStart(page(ROUTER_START));
    const script = startScriptOf(html);
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css" disabled>';
    const imported: string[] = [];
    const context = {
      document,
      window: {} as Record<string, unknown>,
      // A browser that cannot report paints: two frames stand in for the first one.
      PerformanceObserver: undefined,
      MessageChannel: undefined,
      requestAnimationFrame: (run: () => void) => run(),
      setTimeout: (run: () => void) => run(),
      importModule: (url: string) => {
        imported.push(url);
        return Promise.resolve({url});
      },
    };
    const run = new Function(
      ...Object.keys(context),
      script.replace(/\bimport\(/g, 'importModule('),
    );
    run(...Object.values(context));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page's CSS is inline: its links are there for the router and the bundler only.
    expect(document.head.querySelector('link')!.hasAttribute('disabled')).toBe(true);
    expect(imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/page-5.js',
      '/assets/entry.client-6.js',
    ]);
    expect(context.window.__reactRouterRouteModules).toEqual({
      root: {url: '/assets/root-2.js'},
      'routes/page': {url: '/assets/page-5.js'},
    });
  });

  it('waits for the first contentful paint where the browser reports paints, once', async () => {
    const {html} = deferStart(page(ROUTER_START));
    const script = startScriptOf(html);
    document.head.innerHTML = '';
    const imported: string[] = [];
    const timers: (() => void)[] = [];
    let report: (names: string[]) => void = () => {};
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (names) =>
          callback({getEntriesByName: (name: string) => names.filter((n) => n === name)}, this);
      }
      observe() {}
      disconnect() {}
    }
    const context = {
      document,
      window: {} as Record<string, unknown>,
      PerformanceObserver: FakePerformanceObserver,
      MessageChannel: undefined,
      requestAnimationFrame: () => {
        throw new Error('No frames needed.');
      },
      setTimeout: (run: () => void) => timers.push(run),
      importModule: (url: string) => {
        imported.push(url);
        return Promise.resolve({url});
      },
    };
    new Function(...Object.keys(context), script.replace(/\bimport\(/g, 'importModule('))(
      ...Object.values(context),
    );
    // Only the fallback timer is waiting.
    expect(timers).toHaveLength(1);
    report(['first-paint']);
    expect(timers).toHaveLength(1);
    report(['first-contentful-paint']);
    expect(timers).toHaveLength(2);
    timers[1]!();
    // The fallback, when it fires later, does not start a second time.
    timers[0]!();
    // The modules run a task each.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const next = timers.splice(2);
      if (next.length === 0) break;
      for (const task of next) task();
    }
    expect(imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/page-5.js',
      '/assets/entry.client-6.js',
    ]);
  });

  it('fails on route modules that are not the ones the router imports', () => {
    const imports = 'import * as route0 from "/r.js";\nimport * as route1 from "/p.js";';
    expect(readStartConfig('/m.js', imports, '{"root":route0,"page":route1}', '/e.js')).toEqual({
      manifest: '/m.js',
      routes: [
        ['root', '/r.js'],
        ['page', '/p.js'],
      ],
      entry: '/e.js',
      chunks: [],
      firstPaintTimeoutMs: 3000,
      lateFontsId: 'docs-late-fonts',
    });
    for (const modules of [
      '{"root":route0}',
      '{"root":route0,"page":route2}',
      '{"root":route0,"page":route0,"other":route1}',
    ]) {
      expect(() => readStartConfig('/m.js', imports, modules, '/e.js'), modules).toThrow(
        /not the ones it imports/,
      );
    }
  });
});

describe('the start of the chunks', () => {
  const manifest = {
    'app/root.tsx': {file: 'assets/root-2.js', imports: ['_framework', '_shell']},
    'app/page.tsx': {file: 'assets/page-5.js', imports: ['_shell', '_docs']},
    'app/entry.client.tsx': {file: 'assets/entry.client-6.js', imports: ['_framework']},
    _framework: {file: 'assets/framework-7.js', imports: ['_runtime']},
    _runtime: {file: 'assets/runtime-8.js'},
    _shell: {file: 'assets/shell-9.js', imports: ['_framework']},
    _docs: {file: 'assets/docs-10.js', imports: ['_shell', '_runtime']},
  };
  const modules = ['/assets/root-2.js', '/assets/page-5.js', '/assets/entry.client-6.js'];

  it('lists what the route modules and the entry import, each after what it imports', () => {
    expect(importedChunks(manifest, modules)).toEqual([
      '/assets/runtime-8.js',
      '/assets/framework-7.js',
      '/assets/shell-9.js',
      '/assets/docs-10.js',
    ]);
  });

  it('asks for every module, a task each, then runs them one at a time, a task each', async () => {
    const {html} = deferStart(page(ROUTER_START), (urls) => importedChunks(manifest, urls));
    document.head.innerHTML =
      '<script type="application/json" id="docs-late-fonts">' +
      JSON.stringify([
        {family: 'Roboto', source: 'url(/assets/roboto-500.woff2)', descriptors: {weight: '500'}},
        {family: 'Roboto', source: 'url(/assets/roboto-700.woff2)', descriptors: {weight: '700'}},
        {family: 'Mono', source: 'url(/assets/mono-400.woff2)', descriptors: {weight: '400'}},
      ]) +
      '</script>';
    const declared: string[] = [];
    const loads: {settle(ok: boolean): void}[] = [];
    class FakeFontFace {
      status = 'unloaded';
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: {weight: string},
      ) {}
      load() {
        return new Promise<void>((resolve, reject) =>
          loads.push({
            settle: (ok) => {
              this.status = ok ? 'loaded' : 'error';
              if (ok) resolve();
              else reject(new Error('network'));
            },
          }),
        );
      }
    }
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        add: (face: FakeFontFace) =>
          declared.push(`${face.family} ${face.descriptors.weight} ${face.source}`),
      },
    });
    const imported: string[] = [];
    const tasks: (() => void)[] = [];
    const context = {
      document,
      window: {} as Record<string, unknown>,
      PerformanceObserver: undefined,
      MessageChannel: undefined,
      FontFace: FakeFontFace,
      requestAnimationFrame: (run: () => void) => run(),
      setTimeout: (run: () => void) => tasks.push(run),
      importModule: (url: string) => {
        imported.push(url);
        return Promise.resolve({url});
      },
    };
    new Function(
      ...Object.keys(context),
      startScriptOf(html).replace(/\bimport\(/g, 'importModule('),
    )(...Object.values(context));
    // The frames stand in for the first paint; the start itself is a task.
    tasks.shift()!();
    // The chunks, each after what it imports, the router's manifest, the routes, the entry.
    const everyModule = [
      '/assets/runtime-8.js',
      '/assets/framework-7.js',
      '/assets/shell-9.js',
      '/assets/docs-10.js',
      '/assets/manifest-1.js',
      ...modules,
    ];
    // The web font faces the page left out start loading then, and are declared at once when
    // the last has come (one that failed is left out).
    expect(loads).toHaveLength(3);
    loads[0]!.settle(true);
    loads[2]!.settle(false);
    await new Promise((resolve) => setTimeout(resolve));
    expect(declared).toEqual([]);
    loads[1]!.settle(true);
    await new Promise((resolve) => setTimeout(resolve));
    expect(declared).toEqual([
      'Roboto 500 url(/assets/roboto-500.woff2)',
      'Roboto 700 url(/assets/roboto-700.woff2)',
    ]);
    // Every module is asked for, in order, one per task; none runs before all have been.
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloaded()).toEqual([]);
    for (let count = 1; count <= everyModule.length; count++) {
      expect(tasks).toHaveLength(1);
      tasks.shift()!();
      expect(preloaded()).toEqual(everyModule.slice(0, count));
    }
    expect(imported).toEqual([]);
    tasks.shift()!();
    // One module, then the next only in a task of its own.
    for (let count = 1; count <= 7; count++) {
      await Promise.resolve();
      expect(imported).toHaveLength(count);
      expect(tasks).toHaveLength(1);
      tasks.shift()!();
    }
    await Promise.resolve();
    expect(imported).toEqual(everyModule);
    expect(context.window.__reactRouterRouteModules).toEqual({
      root: {url: '/assets/root-2.js'},
      'routes/page': {url: '/assets/page-5.js'},
    });
  });
});

describe('deferredStartScript', () => {
  it('keeps an address from ending the script element', () => {
    const script = deferredStartScript({
      manifest: '/m.js',
      routes: [['root', '/r.js']],
      entry: '/</script><script>alert(1)</script>.js',
      chunks: [],
      firstPaintTimeoutMs: 1,
      lateFontsId: 'fonts',
    });
    expect(script).not.toContain('</');
    expect(script).toContain('"entry":"/\\u003c/script>');
  });
});
