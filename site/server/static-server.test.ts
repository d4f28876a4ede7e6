// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import type {IncomingHttpHeaders, Server} from 'node:http';
import {connect} from 'node:net';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {brotliCompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  createStaticServer,
  decodeRequestPath,
  HASHED_ASSET,
  markdownTwinPath,
  prefersMarkdown,
} from './static-server.mjs';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-CLIENT-DIR';
const ASSET = '/assets/app-abcdef12.js';
/** An asset the build has compressed ahead (`.gz` and `.br` beside it). */
const PRECOMPRESSED = '/assets/shell-0a1b2c3d.js';
const ALL_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface RawReply {
  status: number;
  text: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfter: number;
}

let root: string;
let clientDir: string;

/** A page body over compression's 1 KB threshold. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<p>${'Material for React. '.repeat(80)}</p></body></html>\n`;

function writeFile(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, content);
}

/** The fixture: a client directory, with secrets next to it that must never be served. */
function createFixture() {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  clientDir = join(root, 'client');
  writeFile(join(clientDir, 'index.html'), page('Home'));
  writeFile(join(clientDir, 'guides', 'index.html'), page('Guides'));
  writeFile(join(clientDir, 'index.md'), '# Home\n\nThe twin of the home page.\n');
  writeFile(join(clientDir, 'guides.md'), `# Guides\n\n${'- A guide.\n'.repeat(200)}`);
  writeFile(join(clientDir, 'llms.txt'), '# Material for React\n');
  writeFile(
    join(clientDir, 'assets', 'app-abcdef12.js'),
    Array.from({length: 200}, (_, i) => `export const value${i} = ${i * 7};\n`).join(''),
  );
  writeFile(join(clientDir, 'assets', 'gone-12345678.js'), 'export const gone = true;\n');
  // Compressed at the lowest levels, so that the test tells these files from the server's own
  // on-the-fly compression.
  const shell = Array.from({length: 300}, (_, i) => `export const shell${i} = ${i};\n`).join('');
  writeFile(join(clientDir, PRECOMPRESSED), shell);
  writeFile(join(clientDir, `${PRECOMPRESSED}.gz`), gzipSync(shell, {level: 1}));
  writeFile(
    join(clientDir, `${PRECOMPRESSED}.br`),
    brotliCompressSync(shell, {params: {[constants.BROTLI_PARAM_QUALITY]: 1}}),
  );
  writeFile(join(clientDir, '__spa-fallback.html'), page('window.__reactRouterContext fallback'));
  writeFile(join(clientDir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  writeFile(join(root, 'secret.txt'), SECRET);
  writeFile(join(root, 'package.json'), JSON.stringify({name: SECRET}));
  writeFile(join(root, 'client-private', 'secret.txt'), SECRET);
  writeFile(join(root, 'etc', 'passwd'), SECRET);
  writeFile(join(root, 'extra', 'sw.js'), 'self.registration.unregister();\n');
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function close(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** One request over a fresh connection. */
function send(
  port: number,
  path: string,
  {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {host: '127.0.0.1', port, path, method, headers, agent: false},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer for ${method} ${path}`)));
    req.end();
  });
}

/**
 * Writes `chunks` to a raw connection (a function is called with the socket instead) and collects
 * everything until the server closes it; fails after `limit` ms.
 */
function raw(
  port: number,
  chunks: string | ((socket: ReturnType<typeof connect>) => void),
  limit = 5_000,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${limit} ms`));
    }, limit);
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (text += data));
    // A reset after the answer arrived is fine; the status line decides.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({status, text, closedAfter: Date.now() - started});
    });
    if (typeof chunks === 'string') socket.write(chunks);
    else chunks(socket);
  });
}

const rawGet = (target: string, extraHeaders = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`;

/** The value of a header in a raw answer. */
const rawHeader = (text: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(text.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

beforeAll(createFixture);
afterAll(() => rmSync(root, {recursive: true, force: true}));

describe('static server', () => {
  let server: Server;
  let port: number;
  let asset: Buffer;
  const seen: {pathname: string; kind: string}[] = [];

  beforeAll(async () => {
    asset = readFileSync(join(clientDir, ASSET));
    server = createStaticServer(clientDir, {
      extraDir: join(root, 'extra'),
      headers: (pathname, kind) => {
        seen.push({pathname, kind});
        return {
          'X-Kind': kind,
          'X-Content-Type-Options': 'nosniff',
          ...(kind === 'html' ? {'X-Page-Only': 'yes'} : {}),
        };
      },
    });
    port = await listen(server);
  });
  afterAll(() => close(server));

  /** The server still answers a plain request. */
  async function expectAlive() {
    const reply = await send(port, '/');
    expect(reply.status).toBe(200);
  }

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

    test('serves the files of extraDir with no-cache', async () => {
      const reply = await send(port, '/sw.js');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body.toString()).toContain('unregister');
    });
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
      await expectAlive();
    });
  });

  describe('conditional and range requests', () => {
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

    test('serves byte ranges of assets with 206 and Content-Range, never compressed', async () => {
      const size = asset.length;
      const cases: [string, number, number][] = [
        ['bytes=0-9', 0, 9],
        ['bytes=100-', 100, size - 1],
        ['bytes=-20', size - 20, size - 1],
        [`bytes=10-${size + 500}`, 10, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const reply = await send(port, ASSET, {headers: {Range: range, 'Accept-Encoding': 'gzip'}});
        expect(reply.status, range).toBe(206);
        expect(reply.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
        expect(reply.headers['content-encoding']).toBeUndefined();
        expect(Number(reply.headers['content-length'])).toBe(end - start + 1);
        expect(reply.body).toEqual(asset.subarray(start, end + 1));
      }
    });

    test('answers an unsatisfiable range with 416', async () => {
      for (const range of [`bytes=${asset.length}-`, 'bytes=99999-100000', 'bytes=-0']) {
        const reply = await send(port, ASSET, {headers: {Range: range}});
        expect(reply.status, range).toBe(416);
        expect(reply.headers['content-range']).toBe(`bytes */${asset.length}`);
      }
    });

    test('sends the whole file for malformed, multiple or outdated ranges', async () => {
      const cases: Record<string, string>[] = [
        {Range: 'bytes=9-2'},
        {Range: 'bytes=0-1,5-6'},
        {Range: 'items=0-5'},
        {Range: 'bytes=abc'},
        {Range: 'bytes=0-9', 'If-Range': 'W/"old"'},
      ];
      for (const headers of cases) {
        const reply = await send(port, ASSET, {headers});
        expect(reply.status, JSON.stringify(headers)).toBe(200);
        expect(reply.body).toEqual(asset);
      }
    });
  });

  describe('bad input', () => {
    test('answers malformed percent-encoding with 400 and stays up', async () => {
      for (const target of ['/%E0%A4%A', '/%', '/abc%', '/%zz', '/%E0%A4', '/guides/%c0%af']) {
        const reply = await raw(port, rawGet(target));
        expect(reply.status, target).toBe(400);
      }
      await expectAlive();
    });

    test('answers an over-long URL with 414', async () => {
      const reply = await raw(port, rawGet(`/${'a'.repeat(20 * 1024)}`));
      expect(reply.status).toBe(414);
      await expectAlive();
    });

    test('answers over-long or too many headers with 431', async () => {
      const long = await raw(port, rawGet('/', `X-Long: ${'a'.repeat(40 * 1024)}\r\n`));
      expect(long.status).toBe(431);
      const many = Array.from({length: 500}, (_, i) => `X-Header-${i}: ${i}\r\n`).join('');
      const tooMany = await raw(port, rawGet('/', many));
      expect(tooMany.status).toBe(431);
      await expectAlive();
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
      await expectAlive();
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
      await expectAlive();
    });

    test('ends a response whose file disappeared, and stays up', async () => {
      unlinkSync(join(clientDir, 'assets', 'gone-12345678.js'));
      await expect(send(port, '/assets/gone-12345678.js')).rejects.toThrow();
      await expectAlive();
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
  let server: Server;
  let port: number;
  // Short limits for the test; generous bounds for the assertions, so a slow machine cannot fail.
  const BOUND = 5_000;

  beforeAll(async () => {
    server = createStaticServer(clientDir, {
      headersTimeout: 300,
      requestTimeout: 600,
      keepAliveTimeout: 300,
      idleTimeout: 1_000,
      checkInterval: 50,
    });
    port = await listen(server);
  });
  afterAll(() => close(server));

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

  test('names the twin of a page path', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/guides/')).toBe('/guides.md');
    expect(markdownTwinPath('/components/button/overview')).toBe('/components/button/overview.md');
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
