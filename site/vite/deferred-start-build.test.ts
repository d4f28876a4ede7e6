import {describe, expect, it} from 'vitest';
import {deferStart} from './deferred-start-build';

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

describe('deferStart', () => {
  it('starts the router after the first contentful paint, with the same modules', () => {
    const {html, deferred} = deferStart(page(ROUTER_START));
    expect(deferred).toBe(true);
    const script = /<script type="module" async>(.*?)<\/script>/.exec(html)![1]!;
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/page-5.js")])',
    );
    expect(script).toContain('function([,route0,route1])');
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"routes/page":route1};return import("/assets/entry.client-6.js")',
    );
    expect(script).toContain("getEntriesByName('first-contentful-paint')");
    expect(script).toContain('requestAnimationFrame');
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
    // The inliner's own switch is gone; the start script turns the links on.
    expect(html).toContain("l.removeAttribute('disabled')");
  });

  it('leaves a page without the router start-up script alone', () => {
    const plain =
      '<html><head></head><body><script type="module">import "/x.js";</script></body></html>';
    expect(deferStart(plain)).toEqual({html: plain, deferred: false});
  });

  it('runs in a browser-like setting: links get their addresses, then the modules load in order', async () => {
    const {html} = deferStart(page(ROUTER_START));
    const script = /<script type="module" async>(.*?)<\/script>/.exec(html)![1]!;
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
    expect(Object.keys(context.window.__reactRouterRouteModules as object)).toEqual([
      'root',
      'routes/page',
    ]);
  });

  it('waits for the first contentful paint where the browser reports paints, once', async () => {
    const {html} = deferStart(page(ROUTER_START));
    const script = /<script type="module" async>(.*?)<\/script>/.exec(html)![1]!;
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
});
