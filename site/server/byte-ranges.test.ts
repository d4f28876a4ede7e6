// @vitest-environment node
import {readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
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
