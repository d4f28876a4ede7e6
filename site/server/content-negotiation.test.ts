// @vitest-environment node
import type {Server} from 'node:http';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {prefersMarkdown} from './content-negotiation.mjs';
import {ASSET, close, createFixture, createFixtureServer, listen, send} from './test-support';
import type {Fixture} from './test-support';

describe('static server', () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    fixture = createFixture();
    server = createFixtureServer(fixture);
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  describe('Markdown twins', () => {
    test('serves .md files as UTF-8 Markdown and .txt as UTF-8 text', async () => {
      const twin = await send(port, '/guides.md', {headers: {'Accept-Encoding': 'gzip'}});
      expect(twin.status).toBe(200);
      expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(twin.body).toString()).toContain('# Guides');
      const llms = await send(port, '/llms.txt');
      expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect((await send(port, '/no/such/page.md')).status).toBe(404);
    });

    test("sends a page's twin to a client that asks for Markdown, and says pages vary on it", async () => {
      for (const [path, accept, title] of [
        ['/guides', 'text/markdown', '# Guides'],
        ['/guides/', 'text/markdown, text/html;q=0.9', '# Guides'],
        ['/', 'text/markdown', '# Home'],
        ['/?from=tool', 'text/plain, text/markdown', '# Home'],
      ] as const) {
        const reply = await send(port, path, {headers: {Accept: accept}});
        expect(reply.status, `${path} ${accept}`).toBe(200);
        expect(reply.headers['content-type']).toBe('text/markdown; charset=utf-8');
        expect(reply.headers.vary).toMatch(/\bAccept\b/);
        expect(reply.body.toString().startsWith(title)).toBe(true);
      }
      const browser = await send(port, '/guides', {
        headers: {
          Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'Accept-Encoding': 'gzip',
        },
      });
      expect(browser.headers['content-type']).toContain('text/html');
      expect(browser.headers.vary).toMatch(/\bAccept\b/);
      expect(browser.headers.vary).toContain('Accept-Encoding');
      // A page without a twin is not found, as any unknown page.
      const unknown = await send(port, '/no/such/page', {headers: {Accept: 'text/markdown'}});
      expect(unknown.status).toBe(404);
      // Files are files, whatever the client prefers.
      const asset = await send(port, ASSET, {headers: {Accept: 'text/markdown'}});
      expect(asset.headers['content-type']).toContain('javascript');
    });
  });
});

describe('prefersMarkdown', () => {
  test('prefers Markdown only when it is asked for above HTML, or as much and first', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.5')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true);
    expect(prefersMarkdown('text/plain;q=0.9, text/markdown;q=0.8')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.4, text/*;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=nonsense')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
  });
});
