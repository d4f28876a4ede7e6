// @vitest-environment node
import type {IncomingMessage, Server} from 'node:http';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {decodeRequestPath, screenRequest, toOriginForm} from './request-target.mjs';
import {
  close,
  createFixture,
  createFixtureServer,
  expectAlive,
  listen,
  raw,
  rawGet,
  SECRET,
} from './test-support';
import type {Fixture} from './test-support';

describe('static server', () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;
  let root: string;

  beforeAll(async () => {
    fixture = createFixture();
    root = fixture.root;
    server = createFixtureServer(fixture);
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  describe('bad input', () => {
    test('answers malformed percent-encoding with 400 and stays up', async () => {
      for (const target of ['/%E0%A4%A', '/%', '/abc%', '/%zz', '/%E0%A4', '/guides/%c0%af']) {
        const reply = await raw(port, rawGet(target));
        expect(reply.status, target).toBe(400);
      }
      await expectAlive(port);
    });

    test('answers an over-long URL with 414', async () => {
      const reply = await raw(port, rawGet(`/${'a'.repeat(20 * 1024)}`));
      expect(reply.status).toBe(414);
      await expectAlive(port);
    });

    test('answers over-long or too many headers with 431', async () => {
      const long = await raw(port, rawGet('/', `X-Long: ${'a'.repeat(40 * 1024)}\r\n`));
      expect(long.status).toBe(431);
      const many = Array.from({length: 500}, (_, i) => `X-Header-${i}: ${i}\r\n`).join('');
      const tooMany = await raw(port, rawGet('/', many));
      expect(tooMany.status).toBe(431);
      await expectAlive(port);
    });

    test('answers garbage with 400', async () => {
      for (const request of [
        'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n',
        'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
        'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
        '\u0000\u0001\u0002\r\n\r\n',
      ]) {
        const reply = await raw(port, request);
        expect(reply.status, JSON.stringify(request)).toBe(400);
      }
      await expectAlive(port);
    });

    test('serves a request target in absolute form by its path', async () => {
      const reply = await raw(port, rawGet('http://localhost/guides?x=1'));
      expect(reply.status).toBe(200);
      expect(reply.text).toContain('<h1>Guides</h1>');
      const outside = await raw(port, rawGet('http://localhost/../secret.txt'));
      expect([400, 404]).toContain(outside.status);
      expect(outside.text).not.toContain(SECRET);
    });

    test('never serves a file outside the client directory', async () => {
      const targets = [
        '/../secret.txt',
        '/../../secret.txt',
        '/assets/../../secret.txt',
        '/%2e%2e/secret.txt',
        '/%2e%2e/',
        '/%2E%2E%2Fsecret.txt',
        '/..%2fsecret.txt',
        '/..%2f..%2fetc/passwd',
        '/..%2fetc/passwd',
        '/%2e%2e%2fpackage.json',
        '/%2e%2e/package.json',
        '/..\\secret.txt',
        '/..\\..\\secret.txt',
        '/assets\\..\\..\\secret.txt',
        '/%5c..%5csecret.txt',
        '/..%5csecret.txt',
        '/secret.txt%00',
        '/%00/../secret.txt',
        '/index.html%00.js',
        '/%252e%252e/secret.txt',
        '/%252e%252e%252fsecret.txt',
        '/%25252e%25252e/secret.txt',
        '/%c0%ae%c0%ae/secret.txt',
        '/../client-private/secret.txt',
        '/%2e%2e/client-private/secret.txt',
        '//../secret.txt',
        '/./../secret.txt',
        `/${join(root, 'secret.txt')}`,
      ];
      for (const target of targets) {
        const reply = await raw(port, rawGet(target));
        expect([400, 404], target).toContain(reply.status);
        expect(reply.text, target).not.toContain(SECRET);
      }
      await expectAlive(port);
    });
  });
});

describe('decodeRequestPath', () => {
  test('decodes plain paths and refuses anything else', () => {
    expect(decodeRequestPath('/')).toBe('/');
    expect(decodeRequestPath('/guides/getting-started?x=%zz#top')).toBe('/guides/getting-started');
    expect(decodeRequestPath('/caf%C3%A9')).toBe('/café');
    for (const target of [
      '*',
      'http://example.com/',
      '/%',
      '/%E0%A4%A',
      '/%2e%2e/x',
      '/a/../b',
      '/./a',
      '/a\\b',
      '/a%5cb',
      '/a%00',
      '/%252e',
    ]) {
      expect(decodeRequestPath(target), target).toBeNull();
    }
  });
});

describe('toOriginForm', () => {
  test('serves an absolute-form target by its path, and leaves any other as it is', () => {
    expect(toOriginForm('http://localhost/guides?x=1')).toBe('/guides?x=1');
    expect(toOriginForm('HTTPS://example.com')).toBe('/');
    expect(toOriginForm('http://example.com?x=1')).toBe('/?x=1');
    expect(toOriginForm('/guides')).toBe('/guides');
    expect(toOriginForm('ftp://example.com/a')).toBe('ftp://example.com/a');
  });
});

describe('screenRequest', () => {
  const limits = {maxUrlLength: 32, maxHeaderCount: 2};
  const request = (url: string, method = 'GET', headerCount = 1) =>
    ({url, method, rawHeaders: Array(headerCount * 2).fill('x')}) as IncomingMessage;

  test('checks length, header count, method and path, in that order', () => {
    const long = `/${'a'.repeat(40)}?q`;
    expect(screenRequest(request(long, 'DELETE', 5), limits).refusal).toEqual({
      status: 414,
      pathname: `/${'a'.repeat(40)}`,
      headers: {Connection: 'close'},
    });
    expect(screenRequest(request('/%', 'DELETE', 3), limits).refusal).toEqual({
      status: 431,
      pathname: '/%',
      headers: {Connection: 'close'},
    });
    expect(screenRequest(request('/%', 'DELETE', 2), limits).refusal).toEqual({
      status: 405,
      pathname: '/%',
      headers: {Allow: 'GET, HEAD'},
    });
    expect(screenRequest(request('/%?q', 'HEAD'), limits).refusal).toEqual({
      status: 400,
      pathname: '/%',
    });
  });

  test('passes a plain path and rewrites the absolute form on the request', () => {
    const req = request('http://localhost/caf%C3%A9?x=1');
    expect(screenRequest(req, limits)).toEqual({
      served: {target: '/caf%C3%A9?x=1', rawPath: '/caf%C3%A9', pathname: '/café'},
    });
    expect(req.url).toBe('/caf%C3%A9?x=1');
  });
});
