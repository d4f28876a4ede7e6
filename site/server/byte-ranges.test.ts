// @vitest-environment node
import {readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {join} from 'node:path';
import type {IncomingMessage} from 'node:http';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {identityForRanges, normalizeRange} from './byte-ranges.mjs';
import {ASSET, close, createFixture, createFixtureServer, listen, send} from './test-support';
import type {Fixture} from './test-support';

describe('static server', () => {
  let fixture: Fixture;
  let server: Server;
  let port: number;
  let asset: Buffer;

  beforeAll(async () => {
    fixture = createFixture();
    asset = readFileSync(join(fixture.clientDir, ASSET));
    server = createFixtureServer(fixture);
    port = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    fixture.remove();
  });

  describe('range requests', () => {
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
});

describe('normalizeRange', () => {
  const mtime = new Date('2024-05-06T07:08:09Z');
  /** The Range header sirv gets for a request with these headers, on a file of `size` bytes. */
  const rewrite = (headers: Record<string, string>, size = 100) => {
    const req = {headers: {...headers}} as IncomingMessage;
    normalizeRange(req, {size, mtime});
    return req.headers.range;
  };

  test('spells out a satisfiable range, clamped to the file', () => {
    expect(rewrite({range: 'bytes=0-9'})).toBe('bytes=0-9');
    expect(rewrite({range: ' bytes=0-9 '})).toBe('bytes=0-9');
    expect(rewrite({range: 'bytes=90-'})).toBe('bytes=90-99');
    expect(rewrite({range: 'bytes=10-500'})).toBe('bytes=10-99');
    expect(rewrite({range: 'bytes=-20'})).toBe('bytes=80-99');
    expect(rewrite({range: 'bytes=-500'})).toBe('bytes=0-99');
    expect(rewrite({range: 'bytes=0-0'}, 1)).toBe('bytes=0-0');
  });

  test('turns an unsatisfiable range into one past the end, which sirv answers with 416', () => {
    expect(rewrite({range: 'bytes=100-'})).toBe('bytes=100-');
    expect(rewrite({range: 'bytes=100-200'})).toBe('bytes=100-');
    expect(rewrite({range: 'bytes=-0'})).toBe('bytes=100-');
  });

  test('drops what sirv would misread, so the whole file is sent', () => {
    for (const range of ['bytes=0-0', 'bytes=9-2', 'bytes=0-1,5-6', 'bytes=-', 'items=0-5', 'x']) {
      expect(rewrite({range}), range).toBeUndefined();
    }
    expect(rewrite({})).toBeUndefined();
  });

  test('keeps a range only when If-Range is the exact modification date', () => {
    expect(rewrite({range: 'bytes=0-9', 'if-range': mtime.toUTCString()})).toBe('bytes=0-9');
    expect(rewrite({range: 'bytes=0-9', 'if-range': 'W/"100-1714979289000"'})).toBeUndefined();
    expect(rewrite({range: 'bytes=0-9', 'if-range': mtime.toISOString()})).toBeUndefined();
  });
});

describe('identityForRanges', () => {
  test('takes the Accept-Encoding off a request for a range, and only then', () => {
    const ranged = {headers: {range: 'bytes=0-9', 'accept-encoding': 'gzip'}} as IncomingMessage;
    identityForRanges(ranged);
    expect(ranged.headers).toEqual({range: 'bytes=0-9'});
    const whole = {headers: {'accept-encoding': 'gzip'}} as IncomingMessage;
    identityForRanges(whole);
    expect(whole.headers).toEqual({'accept-encoding': 'gzip'});
  });
});
