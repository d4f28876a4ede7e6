// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  firstPaintFontFaces,
  inlineCriticalCss,
  spreadSelectorLists,
  withFontFaces,
} from './critical-css-build';

describe('spreadSelectorLists', () => {
  it('spreads :where() and :is() lists into plain alternatives', () => {
    expect(spreadSelectorLists(':where(.a, .b) > .c')).toEqual(['.a > .c', '.b > .c']);
    expect(spreadSelectorLists(':is(.a,.b) :where(.c, .d)')).toEqual([
      '.a .c',
      '.a .d',
      '.b .c',
      '.b .d',
    ]);
    expect(spreadSelectorLists('.a:where([data-x=")"], .b)')).toEqual(['.a[data-x=")"]', '.a.b']);
    expect(spreadSelectorLists('.plain .selector')).toEqual(['.plain .selector']);
  });
});

describe('font faces of the first paint', () => {
  const faces = [
    "@font-face{font-family:Roboto;font-weight:400;src:url(/assets/roboto-latin-400-normal-Ab12Cd34.woff2)format('woff2')}",
    "@font-face{font-family:Roboto;font-weight:500;src:url(/assets/roboto-latin-500-normal-Ef56Gh78.woff2)format('woff2')}",
    '@font-face{font-family:Roboto Fallback;src:local(Arial);size-adjust:100.14%}',
  ];

  it('keeps the local fallbacks and the regular face, not the other web faces', () => {
    expect(firstPaintFontFaces([`.a{color:red}${faces.join('')}`])).toEqual([faces[0], faces[2]]);
  });

  it('puts them first in the inline CSS and preloads the web font', () => {
    const html = '<head><style>.a{color:red}</style></head>';
    expect(withFontFaces(html, [faces[0]!, faces[2]!])).toBe(
      '<head><link rel="preload" as="font" type="font/woff2" ' +
        'href="/assets/roboto-latin-400-normal-Ab12Cd34.woff2" crossorigin>' +
        `<style>${faces[0]}${faces[2]}.a{color:red}</style></head>`,
    );
  });
});

describe('inlineCriticalCss', () => {
  it("inlines the rules a page uses, from its stylesheets and its lazy chunks' ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'assets', 'root-Ab12Cd34.css'),
      ':where(.btn, .fab){display:inline-flex}.unused-rule{color:red}' +
        '.card{padding:8px;& .title{font-weight:500}}' +
        '.prose :not(pre)>code{background:gray}' +
        '@font-face{font-family:Roboto Fallback;src:local(Arial)}',
    );
    writeFileSync(join(dir, 'assets', 'lazy-example-Ef56Gh78.css'), '.example-box{margin:4px}');
    writeFileSync(join(dir, 'assets', 'pink-bluegrey.css'), '.card{color:pink}');
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
      '<link rel="stylesheet" href="/assets/root-Ab12Cd34.css#"/></head><body>' +
      '<button class="btn">Go</button><div class="card"><h2 class="title">T</h2></div>' +
      '<div class="prose"><p>See <code>x</code></p></div><div class="example-box"></div></body></html>';
    writeFileSync(join(dir, 'index.html'), html);

    await inlineCriticalCss(dir);
    const out = readFileSync(join(dir, 'index.html'), 'utf8');
    const inline = /<style>(.*?)<\/style>/s.exec(out)![1]!;
    expect(inline).toContain(':where(.btn, .fab){display:inline-flex}');
    expect(inline).toContain('.card .title{font-weight:500}');
    expect(inline).toMatch(/\.prose :not\(pre\) ?> ?code\{background:gray\}/);
    expect(inline).toContain('.example-box{margin:4px}');
    expect(inline).toContain('@font-face{font-family:Roboto Fallback');
    expect(inline).not.toContain('unused-rule');
    expect(inline).not.toContain('pink');
    // The link stays, switched off until the start script turns it on.
    expect(out).toMatch(/<link rel="stylesheet" href="\/assets\/root-Ab12Cd34.css#" media="print"/);
  });
});
