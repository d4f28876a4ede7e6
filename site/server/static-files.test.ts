// @vitest-environment node
import {readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {HASHED_ASSET} from './static-files.mjs';
import {
  ASSET,
  close,
  createFixture,
  createFixtureServer,
  listen,
  PRECOMPRESSED,
  send,
} from './test-support';
import type {Fixture} from './test-support';

describe('static files', () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;
  let clientDir: string;
  let asset: Buffer;

  beforeAll(async () => {
    fixture = createFixture();
    clientDir = fixture.clientDir;
    asset = readFileSync(join(clientDir, ASSET));
    server = createFixtureServer(fixture);
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  describe('current behaviour', () => {
    test('serves pages with no-cache, compressed on request', async () => {
      for (const path of ['/', '/guides', '/guides/', '/guides/index.html']) {
        const reply = await send(port, path, {headers: {'Accept-Encoding': 'gzip'}});
        expect(reply.status, path).toBe(200);
        expect(reply.headers['content-type']).toContain('text/html');
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(reply.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(reply.body).toString()).toContain('<h1>');
      }
    });

    test('caches hashed assets for a year and compresses them on request', async () => {
      const reply = await send(port, ASSET, {headers: {'Accept-Encoding': 'gzip'}});
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(reply.body)).toEqual(asset);
    });

    test('sends the build’s precompressed files to the clients that accept them', async () => {
      const file = (suffix: string) => readFileSync(join(clientDir, PRECOMPRESSED + suffix));
      const cases: [string, string | undefined, Buffer][] = [
        ['gzip, deflate, br, zstd', 'br', file('.br')],
        ['gzip', 'gzip', file('.gz')],
        ['identity', undefined, file('')],
      ];
      for (const [accept, encoding, body] of cases) {
        const reply = await send(port, PRECOMPRESSED, {headers: {'Accept-Encoding': accept}});
        expect(reply.status, accept).toBe(200);
        expect(reply.headers['content-encoding'], accept).toBe(encoding);
        expect(reply.headers['content-type'], accept).toContain('javascript');
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(reply.headers.vary, accept).toContain('Accept-Encoding');
        expect(Number(reply.headers['content-length'])).toBe(body.length);
        expect(reply.body.equals(body), accept).toBe(true);
      }
      // A range is of the file itself.
      const part = await send(port, PRECOMPRESSED, {
        headers: {Range: 'bytes=0-9', 'Accept-Encoding': 'gzip, br'},
      });
      expect(part.status).toBe(206);
      expect(part.headers['content-encoding']).toBeUndefined();
      expect(part.body).toEqual(file('').subarray(0, 10));
    });

    test('serves the files of extraDir with no-cache', async () => {
      const reply = await send(port, '/sw.js');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body.toString()).toContain('unregister');
    });
  });

  describe('conditional requests', () => {
    test('answers a matching If-None-Match with 304 on pages and assets', async () => {
      for (const path of ['/', '/guides', ASSET]) {
        const first = await send(port, path);
        const etag = first.headers.etag;
        expect(etag, path).toBeTruthy();
        for (const method of ['GET', 'HEAD']) {
          const again = await send(port, path, {method, headers: {'If-None-Match': etag!}});
          expect(again.status, `${method} ${path}`).toBe(304);
          expect(again.body.length).toBe(0);
          expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        }
        const other = await send(port, path, {headers: {'If-None-Match': 'W/"other"'}});
        expect(other.status).toBe(200);
      }
    });
  });
});

describe('HASHED_ASSET', () => {
  test('tells hashed build output from files named with words, such as the themes', () => {
    for (const path of [
      '/assets/app-abcdef12.js',
      '/assets/entry.client-DdcwtauM.js',
      '/assets/table-sorting-example-BQJI9IIj.css',
      '/assets/rolldown-runtime-WkwZ5CU-.js',
      '/assets/roboto-latin-400-normal-BVyCgWwA.woff2',
    ]) {
      expect(HASHED_ASSET.test(path), path).toBe(true);
    }
    for (const path of [
      '/assets/pink-bluegrey.css',
      '/assets/deeppurple-amber.css',
      '/assets/versions.json',
      '/favicon.svg',
      '/assets/data/elements/page-0.json',
    ]) {
      expect(HASHED_ASSET.test(path), path).toBe(false);
    }
  });
});
