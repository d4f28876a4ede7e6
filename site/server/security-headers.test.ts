// @vitest-environment node
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  BASE_SECURITY_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
  pagePathOf,
  policySourcesFromEnv,
  renderHeadersFile,
  responseHeaders,
  withPolicyMeta,
} from './security-headers.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site, its own blob: modules and by hash only, never inline or eval', () => {
    const policy = contentSecurityPolicy({scriptHashes: ['sha256-abc']});
    expect(policy).toContain("script-src 'self' blob: 'sha256-abc';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('leaves frame-ancestors out of the meta form, where browsers ignore it', () => {
    expect(contentSecurityPolicy({forMeta: true})).not.toContain('frame-ancestors');
  });

  it('admits the versions host and the analytics hosts only when configured', () => {
    const plain = policySourcesFromEnv({});
    expect(plain).toEqual({connectSources: [], scriptSources: [], imageSources: []});
    expect(
      policySourcesFromEnv({VITE_VERSIONS_URL: '/assets/versions.json'}).connectSources,
    ).toEqual([]);
    const configured = policySourcesFromEnv({
      VITE_VERSIONS_URL: 'https://versions.example.org/list/versions.json',
      VITE_ANALYTICS_DOCS_ID: 'G-123',
    });
    expect(configured.connectSources).toContain('https://versions.example.org');
    expect(configured.connectSources).toContain('https://*.google-analytics.com');
    expect(configured.scriptSources).toEqual(['https://*.googletagmanager.com']);
    const policy = contentSecurityPolicy(configured);
    expect(policy).toContain("connect-src 'self' https://versions.example.org");
    expect(policy).toContain("script-src 'self' blob: https://*.googletagmanager.com;");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script, not the ones with a src', () => {
    const html =
      '<head><script>a()</script><script type="module" async="">import "/x.js";</script>' +
      '<script src="/y.js"></script><script>a()</script><script></script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";')]);
  });

  it('gives data blocks such as JSON-LD no hash, and still hashes scripts typed as JavaScript', () => {
    const html =
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      "<script type='text/javascript'>b()</script><script type=application/json>{}</script>";
    expect(inlineScriptHashes(html)).toEqual([sha('b()')]);
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, before any script, replacing an old one', () => {
    const html = '<html><head><meta charSet="utf-8"/><script>a()</script></head></html>';
    const once = withPolicyMeta(html, "default-src 'self'");
    expect(once).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" ' +
        `content="default-src 'self'"><script>a()</script></head></html>`,
    );
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });
});

describe('pagePathOf and responseHeaders', () => {
  it('maps built files to the paths they answer', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('components/button/overview/index.html')).toBe('/components/button/overview');
  });

  it("gives each page its own policy, unknown pages the fallback's, and assets none", () => {
    const headersFor = responseHeaders({
      pages: {'/': 'home-policy', '/guides': 'guides-policy'},
      fallbackPolicy: 'fallback-policy',
    });
    for (const path of ['/guides', '/guides/', '/guides/index.html']) {
      expect(headersFor(path, 'html')['Content-Security-Policy'], path).toBe('guides-policy');
    }
    expect(headersFor('/', 'html')['Content-Security-Policy']).toBe('home-policy');
    expect(headersFor('/index.html', 'html')['Content-Security-Policy']).toBe('home-policy');
    expect(headersFor('/no/such', 'html')['Content-Security-Policy']).toBe('fallback-policy');
    expect(headersFor('/no/such', 'fallback')['Content-Security-Policy']).toBe('fallback-policy');
    const asset = headersFor('/assets/app-1234abcd.js', 'asset');
    expect(asset['Content-Security-Policy']).toBeUndefined();
    expect(asset).toMatchObject(BASE_SECURITY_HEADERS);
  });
});

describe('renderHeadersFile', () => {
  it('sets each header by one rule only, since hosts combine the rules that match', () => {
    const file = renderHeadersFile({pages: {'/': 'home-policy', '/guides': 'guides-policy'}});
    const blocks = file.trim().split(/\n\n/);
    expect(blocks[0]).toContain('/*\n  X-Content-Type-Options: nosniff');
    expect(blocks[0]).not.toContain('Cache-Control');
    expect(blocks[1]).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('\n/guides\n  Content-Security-Policy: guides-policy\n');
    expect(file).toContain('\n/guides/\n  Content-Security-Policy: guides-policy\n');
    expect(file).toContain(
      '\n/\n  Content-Security-Policy: home-policy\n  Cache-Control: no-cache\n',
    );
  });
});
