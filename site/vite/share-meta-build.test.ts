import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {inlineScriptHashes} from '../server/security-headers.mjs';
import {builtPageFile, pageFacts, shareHeadTags, withShareTags} from './share-meta-build';
import {siteUrlFromEnv} from './build-env';
import {describePage} from './share-pages';

const HEAD =
  '<head><meta charset="utf-8"><title>Button &amp; &quot;links&quot; | Material</title>' +
  '<meta name="description" content="Buttons &amp; links, &quot;quoted&quot;."><style>a{}</style></head>';

const tagsOf = (path: string, siteUrl = 'https://docs.example.org') =>
  shareHeadTags({
    page: describePage(path, 'About it.'),
    title: 'Button "API" | Material',
    description: 'API reference of Button.',
    siteUrl,
    dateModified: '2026-11-20',
  });

describe('pageFacts', () => {
  it('reads the title and description the route wrote, as text', () => {
    expect(pageFacts(HEAD)).toEqual({
      title: 'Button & "links" | Material',
      description: 'Buttons & links, "quoted".',
    });
  });

  it('fails on a page without them', () => {
    expect(() => pageFacts('<head><title>T</title></head>')).toThrow(/description/);
  });
});

describe('shareHeadTags', () => {
  it('names the page and its card with absolute URLs', () => {
    const tags = tagsOf('/components/button/api');
    const url = 'https://docs.example.org/components/button/api';
    expect(tags).toContain(`<link rel="canonical" href="${url}">`);
    expect(tags).toContain(`<meta property="og:url" content="${url}">`);
    expect(tags).toContain(
      '<meta property="og:image" content="https://docs.example.org/og/components/button/api.png">',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<meta property="og:type" content="website">');
    expect(tags).toContain('<meta property="og:description" content="API reference of Button.">');
  });

  it('escapes the title in its attribute', () => {
    expect(tagsOf('/components/button/api')).toContain(
      '<meta property="og:title" content="Button &quot;API&quot; | Material">',
    );
  });

  it('makes overviews and guides articles, with a TechArticle beside the trail', () => {
    const tags = tagsOf('/guide/theming');
    expect(tags).toContain('<meta property="og:type" content="article">');
    const blocks = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks.map((block) => JSON.parse(block[1]!)['@type'])).toEqual([
      'BreadcrumbList',
      'TechArticle',
    ]);
  });

  it('uses the configured address, without doubling a trailing slash', () => {
    const tags = tagsOf('/', siteUrlFromEnv({VITE_SITE_URL: 'https://example.com/'}));
    expect(tags).toContain('<link rel="canonical" href="https://example.com/">');
    expect(tags).toContain('content="https://example.com/og/index.png"');
  });

  it('adds no inline script that the Content-Security-Policy would have to allow', () => {
    expect(inlineScriptHashes(tagsOf('/guide/theming'))).toEqual([]);
  });
});

describe('withShareTags', () => {
  it('puts the tags right after the page’s description', () => {
    const html = withShareTags(HEAD, '<meta property="og:type" content="website">');
    expect(html).toContain(
      'content="Buttons &amp; links, &quot;quoted&quot;."><meta property="og:type" content="website"><style>',
    );
  });
});

describe('builtPageFile', () => {
  let clientDir = '';
  afterEach(() => rmSync(clientDir, {recursive: true, force: true}));

  it('finds a page as <path>/index.html, or <path>.html', () => {
    clientDir = mkdtempSync(join(tmpdir(), 'share-meta-'));
    mkdirSync(join(clientDir, 'guides'));
    writeFileSync(join(clientDir, 'guides', 'index.html'), '');
    writeFileSync(join(clientDir, 'search.html'), '');
    expect(builtPageFile(clientDir, '/')).toBe(join(clientDir, 'index.html'));
    expect(builtPageFile(clientDir, '/guides')).toBe(join(clientDir, 'guides', 'index.html'));
    expect(builtPageFile(clientDir, '/search')).toBe(join(clientDir, 'search.html'));
  });
});
