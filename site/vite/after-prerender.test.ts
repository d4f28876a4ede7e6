// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {inlineScriptHashes} from '../server/security-headers.mjs';
import {AFTER_PRERENDER} from './after-prerender';
import {deferStartOfPages} from './deferred-start-build';
import {writeSecurityPolicies} from './security-headers-build';

/** A prerendered page as the page-CSS step leaves it, with the router's start-up script. */
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-3.css" disabled>' +
  '</head><body><main><h1>Title</h1></main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async>import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-2.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\n' +
  'import("/assets/entry.client-6.js");</script>' +
  '</body></html>';

describe('AFTER_PRERENDER', () => {
  let clientDir = '';
  afterEach(() => rmSync(clientDir, {recursive: true, force: true}));

  it('runs the steps in the order each needs', () => {
    expect(AFTER_PRERENDER.map((step) => step.name)).toEqual([
      'page CSS',
      'deferred start',
      'inline scripts',
      'social cards',
      'share metadata',
      'security policies',
      'precompression',
    ]);
  });

  it('allows, by hash, the inline scripts the deferred start leaves in each page', () => {
    clientDir = mkdtempSync(join(tmpdir(), 'after-prerender-'));
    mkdirSync(join(clientDir, 'guide'));
    // The build's manifest, here of no chunk the pages import.
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{}');
    for (const file of ['index.html', 'guide/index.html', '__spa-fallback.html']) {
      writeFileSync(join(clientDir, file), PAGE);
    }
    deferStartOfPages(clientDir);
    writeSecurityPolicies(clientDir, {});

    const html = readFileSync(join(clientDir, 'guide', 'index.html'), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
    const scriptSources = policy.split('; ').find((part) => part.startsWith('script-src '))!;
    const hashes = inlineScriptHashes(html);
    // The router's context and the deferred start; the inliner's switch is gone.
    expect(hashes).toHaveLength(2);
    expect(html).toContain('(function startAfterFirstPaint(');
    for (const hash of hashes) expect(scriptSources).toContain(`'${hash}'`);
  });

  it('starts the fallback page at once: it paints nothing before its app redirects or renders', () => {
    clientDir = mkdtempSync(join(tmpdir(), 'after-prerender-'));
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{}');
    for (const file of ['index.html', '__spa-fallback.html']) {
      writeFileSync(join(clientDir, file), PAGE);
    }
    deferStartOfPages(clientDir);
    const timeoutOf = (file: string) =>
      Number(/firstPaintTimeoutMs"?:(\w+)/.exec(readFileSync(join(clientDir, file), 'utf8'))?.[1]);
    expect(timeoutOf('index.html')).toBe(3000);
    expect(timeoutOf('__spa-fallback.html')).toBe(0);
  });
});
