// @vitest-environment node
import {readFileSync, unlinkSync} from 'node:fs';
import type {IncomingHttpHeaders, Server} from 'node:http';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {createStaticServer} from './static-server.mjs';
import {
  ASSET,
  close,
  createFixture,
  createFixtureServer,
  expectAlive,
  listen,
  raw,
  rawGet,
  rawHeader,
  send,
} from './test-support';
import type {Fixture, HeadersCall} from './test-support';

const ALL_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

describe('static server', () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;
  let clientDir: string;
  const seen: HeadersCall[] = [];

  beforeAll(async () => {
    fixture = createFixture();
    clientDir = fixture.clientDir;
    server = createFixtureServer(fixture, seen);
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  describe('current behaviour', () => {
    test('answers unknown paths and the fallback page itself with 404 and the fallback', async () => {
      for (const path of [
        '/no/such/file',
        '/assets/missing-00000000.js',
        '/__spa-fallback.html',
        '/__spa-fallback',
        '/%5f_spa-fallback.html',
        '/_headers',
      ]) {
        const reply = await send(port, path);
        expect(reply.status, path).toBe(404);
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(reply.body.toString()).toContain('window.__reactRouterContext');
      }
    });
  });

  describe('methods', () => {
    test('answers HEAD with the headers of GET and no body', async () => {
      for (const path of ['/', '/guides/', ASSET]) {
        const get = await send(port, path);
        const head = await send(port, path, {method: 'HEAD'});
        expect(head.status, path).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers['content-length']).toBe(get.headers['content-length']);
        expect(Number(head.headers['content-length'])).toBe(get.body.length);
        expect(head.headers.etag).toBe(get.headers.etag);
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
        expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
      }
      const missing = await send(port, '/no/such/page', {method: 'HEAD'});
      expect(missing.status).toBe(404);
      expect(missing.body.length).toBe(0);
      expect(Number(missing.headers['content-length'])).toBe(
        readFileSync(join(clientDir, '__spa-fallback.html')).length,
      );
    });

    test('answers other methods with 405 and Allow: GET, HEAD', async () => {
      for (const method of ALL_METHODS) {
        for (const path of ['/', ASSET, '/no/such/page']) {
          const reply = await send(port, path, {method});
          expect(reply.status, `${method} ${path}`).toBe(405);
          expect(reply.headers.allow).toBe('GET, HEAD');
        }
      }
      const post = await raw(
        port,
        'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1',
      );
      expect(post.status).toBe(405);
      const connectReply = await raw(
        port,
        'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      );
      expect(connectReply.status).toBe(405);
      expect(rawHeader(connectReply.text, 'Allow')).toBe('GET, HEAD');
      await expectAlive(port);
    });
  });

  describe('read errors', () => {
    test('ends a response whose file disappeared, and stays up', async () => {
      unlinkSync(join(clientDir, 'assets', 'gone-12345678.js'));
      await expect(send(port, '/assets/gone-12345678.js')).rejects.toThrow();
      await expectAlive(port);
    });
  });

  describe('the headers option', () => {
    test('sets its headers on every response, by kind', async () => {
      const expectKind = (reply: {headers: IncomingHttpHeaders}, kind: string, label: string) => {
        expect(reply.headers['x-kind'], label).toBe(kind);
        expect(reply.headers['x-content-type-options'], label).toBe('nosniff');
        expect(reply.headers['x-page-only'], label).toBe(kind === 'html' ? 'yes' : undefined);
      };
      expectKind(await send(port, '/'), 'html', '/');
      expectKind(await send(port, '/guides'), 'html', '/guides');
      expectKind(await send(port, ASSET), 'asset', ASSET);
      expectKind(await send(port, '/sw.js'), 'asset', '/sw.js');
      expectKind(await send(port, '/no/such/page'), 'fallback', '404');
      expectKind(await send(port, '/', {method: 'HEAD'}), 'html', 'HEAD /');
      expectKind(await send(port, '/', {method: 'DELETE'}), 'fallback', '405');
      expectKind(await send(port, ASSET, {headers: {Range: 'bytes=0-9'}}), 'asset', '206');
      const {etag} = (await send(port, ASSET)).headers;
      expectKind(await send(port, ASSET, {headers: {'If-None-Match': etag!}}), 'asset', '304');

      const bad = await raw(port, rawGet('/%'));
      expect(rawHeader(bad.text, 'X-Kind')).toBe('fallback');
      const parserError = await raw(port, rawGet('/', `X-Long: ${'a'.repeat(40 * 1024)}\r\n`));
      expect(parserError.status).toBe(431);
      expect(rawHeader(parserError.text, 'X-Kind')).toBe('fallback');

      expect(seen).toContainEqual({pathname: '/guides', kind: 'html'});
      expect(seen).toContainEqual({pathname: ASSET, kind: 'asset'});
      expect(seen).toContainEqual({pathname: '/no/such/page', kind: 'fallback'});
    });

    test('answers 500 when it throws, and the server stays up', async () => {
      const failing = createStaticServer(clientDir, {
        headers: (pathname) => {
          if (pathname === '/boom') throw new Error('boom');
          return {};
        },
      });
      const failingPort = await listen(failing);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect((await send(failingPort, '/boom')).status).toBe(500);
        expect(errors).toHaveBeenCalled();
        expect((await send(failingPort, '/')).status).toBe(200);
      } finally {
        await close(failing);
      }
    });

    test('sets none by default', async () => {
      const plain = createStaticServer(clientDir);
      const plainPort = await listen(plain);
      try {
        const reply = await send(plainPort, '/');
        expect(reply.status).toBe(200);
        expect(reply.headers['x-kind']).toBeUndefined();
        expect(reply.headers['x-content-type-options']).toBeUndefined();
      } finally {
        await close(plain);
      }
    });
  });
});

describe('static server timeouts', () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;
  // Short limits for the test; generous bounds for the assertions, so a slow machine cannot fail.
  const BOUND = 5_000;

  beforeAll(async () => {
    fixture = createFixture();
    server = createStaticServer(fixture.clientDir, {
      headersTimeout: 300,
      requestTimeout: 600,
      keepAliveTimeout: 300,
      idleTimeout: 1_000,
      checkInterval: 50,
    });
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  test('closes a connection that sends nothing', async () => {
    const reply = await raw(port, () => {}, BOUND);
    expect(reply.closedAfter).toBeLessThan(BOUND);
    expect([0, 408]).toContain(reply.status);
  });

  test('closes a connection that sends its headers too slowly', async () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const reply = await raw(
      port,
      (socket) => {
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        let i = 0;
        timer = setInterval(() => socket.write(`X-Slow-${i++}: 1\r\n`), 100);
        socket.on('close', () => clearInterval(timer));
      },
      BOUND,
    );
    clearInterval(timer);
    expect(reply.closedAfter).toBeLessThan(BOUND);
    expect([0, 408]).toContain(reply.status);
  });

  test('closes a kept-alive connection once it is idle', async () => {
    const reply = await raw(
      port,
      'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
      BOUND,
    );
    expect(reply.status).toBe(200);
    expect(reply.closedAfter).toBeLessThan(BOUND);
  });

  test('still serves after the timeouts', async () => {
    expect((await send(port, '/guides')).status).toBe(200);
  });
});
