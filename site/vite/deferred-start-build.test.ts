import {describe, expect, it} from 'vitest';
import {deferStart, readStartConfig} from './deferred-start-build';
import {deferredStartScript} from './deferred-start-script';

const page = (start: string) =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css" media="print" data-beasties-media="all">' +
  '<link rel="stylesheet" href="/assets/button-4.css#" media="print" data-beasties-media="all">' +
  '<link rel="stylesheet" href="/assets/wide-7.css" media="print" data-beasties-media="(min-width: 720px)">' +
  '<style>.a{color:red}</style></head><body><main><h1>Title</h1></main>' +
  start +
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>" +
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
      firstPaintTimeoutMs: 3000,
    });
    expect(html).toContain(`<script type="module" async>${script}</script>`);
    expect(script).toMatch(/^\(function startAfterFirstPaint\(config, importModule\) \{/);
    // Nothing of the old script remains to load modules while the page is parsed.
    expect(html).not.toMatch(/^import /m);
  });

  it('drops module preloads and keeps the stylesheet links, disabled with their own media', () => {
    const {html} = deferStart(page(ROUTER_START));
    expect(html).not.toContain('modulepreload');
    // A disabled stylesheet is neither fetched nor applied, and the link stays valid HTML.
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/root-3.css" disabled data-deferred>' +
        '<link rel="stylesheet" href="/assets/button-4.css#" disabled data-deferred>' +
        '<link rel="stylesheet" href="/assets/wide-7.css" media="(min-width: 720px)" disabled data-deferred>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled data-deferred>)/);
    expect(html).not.toContain('data-beasties-media');
    // The inliner's own switch is gone: the start script, the page's only one, turns the links on.
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  it('leaves a page without the router start-up script alone', () => {
    const plain =
      '<html><head></head><body><script type="module">import "/x.js";</script></body></html>';
    expect(deferStart(plain)).toEqual({html: plain, deferred: false});
  });

  it('runs in a browser-like setting: links get their addresses, then the modules load in order', async () => {
    const {html} = deferStart(page(ROUTER_START));
    const script = startScriptOf(html);
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css" disabled data-deferred>';
    const imported: string[] = [];
    const context = {
      document,
      window: {} as Record<string, unknown>,
      // A browser that cannot report paints: two frames stand in for the first one.
      PerformanceObserver: undefined,
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
    const link = document.head.querySelector('link')!;
    expect(link.getAttribute('href')).toBe('/a.css');
    expect(link.hasAttribute('disabled')).toBe(false);
    expect(link.hasAttribute('data-deferred')).toBe(false);
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
    await new Promise((resolve) => setTimeout(resolve, 0));
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
      firstPaintTimeoutMs: 3000,
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

describe('deferredStartScript', () => {
  it('keeps an address from ending the script element', () => {
    const script = deferredStartScript({
      manifest: '/m.js',
      routes: [['root', '/r.js']],
      entry: '/</script><script>alert(1)</script>.js',
      firstPaintTimeoutMs: 1,
    });
    expect(script).not.toContain('</');
    expect(script).toContain('"entry":"/\\u003c/script>');
  });
});
