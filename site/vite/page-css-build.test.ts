// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  inlinePageCss,
  serializedAsHtml,
  splitLateFontFaces,
  spreadSelectorLists,
  withPageCss,
} from './page-css-build';

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

describe('withPageCss', () => {
  const page =
    '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-1.css"/>' +
    '<link rel="stylesheet" href="/assets/shell-2.css#"/><script>theme()</script></head>' +
    '<body></body></html>';
  const sheets = [
    {
      href: '/assets/root-1.css',
      css: '@font-face{font-family:Roboto;src:url(/assets/roboto-latin-400-normal-Ab12.woff2)}\n',
    },
    {href: '/assets/shell-2.css', css: '.bar{&:hover{color:red}}'},
    {href: '/assets/example-3.css', css: '.example{margin:4px}'},
  ];

  it('leaves the web font faces but the regular one to the start script', () => {
    const css =
      '@font-face{font-family:Roboto;font-weight:400;src:url(/assets/roboto-latin-400-normal-Ab12.woff2)format("woff2")}' +
      '@font-face{font-family:"Roboto Mono";font-style:normal;font-weight:400;unicode-range:U+0000-00FF;' +
      'src:url(/assets/roboto-mono-1.woff2)format("woff2"),url(/assets/roboto-mono-1.woff)format("woff")}' +
      '@font-face{font-family:Roboto Fallback;src:local(Arial);size-adjust:100.14%}.a{color:red}';
    const {css: rest, late} = splitLateFontFaces(css);
    expect(rest).toBe(
      '@font-face{font-family:Roboto;font-weight:400;src:url(/assets/roboto-latin-400-normal-Ab12.woff2)format("woff2")}' +
        '@font-face{font-family:Roboto Fallback;src:local(Arial);size-adjust:100.14%}.a{color:red}',
    );
    expect(late).toEqual([
      {
        family: 'Roboto Mono',
        source:
          'url(/assets/roboto-mono-1.woff2)format("woff2"),url(/assets/roboto-mono-1.woff)format("woff")',
        descriptors: {style: 'normal', weight: '400', unicodeRange: 'U+0000-00FF'},
      },
    ]);
    const html = withPageCss(page, [{href: '/assets/root-1.css', css}]);
    expect(html).toContain(
      `<script type="application/json" id="docs-late-fonts">${JSON.stringify(late)}</script>`,
    );
  });

  it('puts the stylesheets whole where the first link was, and turns the links off', () => {
    expect(withPageCss(page, sheets)).toBe(
      '<html><head><meta charSet="utf-8"/>' +
        '<link rel="preload" as="font" type="font/woff2" ' +
        'href="/assets/roboto-latin-400-normal-Ab12.woff2" crossorigin>' +
        '<style>@font-face{font-family:Roboto;src:url(/assets/roboto-latin-400-normal-Ab12.woff2)}\n' +
        '.bar{&:hover{color:red}}\n.example{margin:4px}</style>' +
        // A link for each stylesheet inlined, as the bundler looks for it, and the router's own.
        '<link rel="stylesheet" href="/assets/shell-2.css" disabled>' +
        '<link rel="stylesheet" href="/assets/example-3.css" disabled>' +
        '<link rel="stylesheet" href="/assets/root-1.css" disabled>' +
        '<link rel="stylesheet" href="/assets/shell-2.css#" disabled>' +
        '<script>theme()</script></head><body></body></html>',
    );
  });

  it('needs a stylesheet link to know where the CSS goes', () => {
    expect(() => withPageCss('<html><head></head></html>', sheets)).toThrow(/stylesheet links/);
  });
});

describe('serializedAsHtml', () => {
  it('writes what React wrote the way HTML has it', () => {
    expect(
      serializedAsHtml(
        '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="icon" href="/a.svg"/></head>' +
          '<body><input disabled=""/><p>a &amp; b</p></body></html>',
      ),
    ).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="/a.svg"></head>' +
        '<body><input disabled><p>a &amp; b</p></body></html>',
    );
  });
});

describe('inlinePageCss', () => {
  it("inlines the page's stylesheets and the lazy ones with a rule it uses, whole", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
    mkdirSync(join(dir, 'assets'));
    const root =
      ':where(.btn, .fab){display:inline-flex}.unused-rule{color:red}' +
      '.card{padding:8px;& .title{font-weight:500}}' +
      '@font-face{font-family:Roboto Fallback;src:local(Arial)}';
    writeFileSync(join(dir, 'assets', 'root-Ab12Cd34.css'), root);
    writeFileSync(join(dir, 'assets', 'lazy-example-Ef56Gh78.css'), '.example-box{margin:4px}');
    writeFileSync(join(dir, 'assets', 'lazy-menu-Ij90Kl12.css'), '.menu-panel{margin:4px}');
    writeFileSync(join(dir, 'assets', 'pink-bluegrey.css'), '.card{color:pink}');
    // A stylesheet no chunk loads (its rules are in another one), though the markup uses it.
    writeFileSync(join(dir, 'assets', 'card-Mn34Op56.css'), '.card{padding:8px}');
    mkdirSync(join(dir, '.vite'));
    const chunks = {
      'root.tsx': {file: 'assets/root-Qr78St90.js', css: ['assets/root-Ab12Cd34.css']},
      'example.tsx': {
        file: 'assets/example-Uv12Wx34.js',
        css: ['assets/lazy-example-Ef56Gh78.css'],
      },
      '_menu.js': {file: 'assets/menu-Yz56Ab78.js', css: ['assets/lazy-menu-Ij90Kl12.css']},
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(chunks));
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
      '<link rel="stylesheet" href="/assets/root-Ab12Cd34.css#"/></head><body>' +
      '<button class="btn">Go</button><div class="card"><h2 class="title">T</h2></div>' +
      '<div class="example-box"></div></body></html>';
    writeFileSync(join(dir, 'index.html'), html);

    await inlinePageCss(dir);
    const out = readFileSync(join(dir, 'index.html'), 'utf8');
    const inline = /<style>(.*?)<\/style>/s.exec(out)![1]!;
    // Whole, unused rules and nesting too, and the lazy stylesheet the markup uses.
    expect(inline).toBe(`${root}\n.example-box{margin:4px}`);
    expect(out).not.toContain('menu-panel');
    expect(out).not.toContain('pink');
    expect(out).not.toContain('card-Mn34Op56');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-Ab12Cd34.css#" disabled>');
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/lazy-example-Ef56Gh78.css" disabled>',
    );
    // The stylesheets themselves stay as they were, for the pages that load them later.
    expect(readFileSync(join(dir, 'assets', 'root-Ab12Cd34.css'), 'utf8')).toBe(root);
  });

  it('needs the bundler manifest to know which stylesheets the code loads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
    mkdirSync(join(dir, 'assets'));
    await expect(inlinePageCss(dir)).rejects.toThrow(/manifest\.json is missing/);
  });
});
