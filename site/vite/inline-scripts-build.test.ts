// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {minifyInlineScripts} from './inline-scripts-build';
import {deferredStartScript} from './deferred-start-script';

describe('minifyInlineScripts', () => {
  it("minifies the site's own scripts and leaves the router's and data blocks alone", () => {
    const own = `(function theme(config) {\n\t// Applies the theme.\n\tconst root = document.documentElement;\n\troot.dataset.theme = config.name;\n})({"name":"pink"});`;
    const router = 'window.__reactRouterContext = {"basename":"/"};';
    const data = '<script type="application/ld+json">{"@type":"Thing"}</script>';
    const html = `<head><script>${own}</script><script>${router}</script>${data}</head>`;
    const out = minifyInlineScripts(html);
    const minified = /<head><script>(.*?)<\/script>/.exec(out)![1]!;
    expect(minified.length).toBeLessThan(own.length * 0.8);
    expect(minified).not.toContain('Applies the theme');
    expect(out).toContain(`<script>${router}</script>${data}`);
    // It still does what it did.
    const document = {documentElement: {dataset: {} as Record<string, string>}};
    new Function('document', minified)(document);
    expect(document.documentElement.dataset.theme).toBe('pink');
  });

  it('keeps a module script a module, with its dynamic import', () => {
    const start = deferredStartScript({
      manifest: '/m.js',
      routes: [['root', '/r.js']],
      entry: '/e.js',
      chunks: [],
      firstPaintTimeoutMs: 3000,
      lateFontsId: 'fonts',
    });
    const out = minifyInlineScripts(`<script type="module" async>${start}</script>`);
    expect(out).toMatch(/^<script type="module" async>.+<\/script>$/s);
    expect(out.length).toBeLessThan(start.length);
    expect(out).toContain('import(');
    expect(out).toContain('"/e.js"');
  });
});
