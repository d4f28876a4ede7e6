// The static server's tests share these: a build fixture with secrets beside it, a server on it,
// and clients that speak HTTP properly (`send`) or write raw bytes to a socket (`raw`).
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import type {IncomingHttpHeaders, Server} from 'node:http';
import {connect} from 'node:net';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {expect} from 'vitest';
import {createStaticServer} from './static-server.mjs';

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-CLIENT-DIR';
export const ASSET = '/assets/app-abcdef12.js';
/** An asset the build has compressed ahead (`.gz` and `.br` beside it). */
export const PRECOMPRESSED = '/assets/shell-0a1b2c3d.js';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawReply {
  status: number;
  text: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfter: number;
}

export interface Fixture {
  /** The temporary directory that holds everything below. */
  root: string;
  /** The build's client directory, which the server serves. */
  clientDir: string;
  /** The directory of extra files (`extraDir`). */
  extraDir: string;
  /** Deletes the fixture. */
  remove: () => void;
}

/** A page body over compression's 1 KB threshold. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<p>${'Material for React. '.repeat(80)}</p></body></html>\n`;

function writeFile(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, content);
}

/** The fixture: a client directory, with secrets next to it that must never be served. */
export function createFixture(): Fixture {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  const clientDir = join(root, 'client');
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
  return {
    root,
    clientDir,
    extraDir: join(root, 'extra'),
    remove: () => rmSync(root, {recursive: true, force: true}),
  };
}

/** A `headers` option's call: the path and kind of a response. */
export interface HeadersCall {
  pathname: string;
  kind: string;
}

/**
 * The server most tests run against: the fixture's build and extra files, with a `headers` option
 * that names each response's kind in `X-Kind`, adds `X-Page-Only` to pages, and records each call
 * in `seen`.
 */
export function createFixtureServer(fixture: Fixture, seen: HeadersCall[] = []): Server {
  return createStaticServer(fixture.clientDir, {
    extraDir: fixture.extraDir,
    headers: (pathname, kind) => {
      seen.push({pathname, kind});
      return {
        'X-Kind': kind,
        'X-Content-Type-Options': 'nosniff',
        ...(kind === 'html' ? {'X-Page-Only': 'yes'} : {}),
      };
    },
  });
}

export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function close(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** One request over a fresh connection. */
export function send(
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
export function raw(
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

export const rawGet = (target: string, extraHeaders = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`;

/** The value of a header in a raw answer. */
export const rawHeader = (text: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(text.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

/** The server still answers a plain request. */
export async function expectAlive(port: number) {
  const reply = await send(port, '/');
  expect(reply.status).toBe(200);
}
