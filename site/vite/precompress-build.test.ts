// @vitest-environment node
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {criticalFiles, precompressCriticalFiles} from './precompress-build';

const MANIFEST = {
  'app/entry.client.tsx': {
    file: 'assets/entry.client-a1.js',
    isEntry: true,
    imports: ['_framework'],
  },
  'app/root.tsx?__react-router-build-client-route': {
    file: 'assets/root-b2.js',
    isEntry: true,
    imports: ['_shell', '_framework'],
  },
  _framework: {file: 'assets/framework-c3.js'},
  _shell: {file: 'assets/shell-d4.js', css: ['assets/shell-e5.css'], imports: ['_framework']},
  'app/docs/page/doc-page-content.tsx': {file: 'assets/doc-page-content-f6.js'},
};

describe('criticalFiles', () => {
  it('takes each entry, what it imports statically, their stylesheets and the route manifest', () => {
    expect(criticalFiles(MANIFEST, ['manifest-0123abcd.js', 'other.js'])).toEqual([
      'assets/entry.client-a1.js',
      'assets/framework-c3.js',
      'assets/manifest-0123abcd.js',
      'assets/root-b2.js',
      'assets/shell-d4.js',
      'assets/shell-e5.css',
    ]);
  });
});

describe('precompressCriticalFiles', () => {
  // Zopfli and Brotli at their best take seconds on a busy machine: room to finish, not a limit.
  it(
    'writes a smaller gzip and a Brotli of each, which decode to the file',
    {timeout: 60_000},
    async () => {
      const clientDir = mkdtempSync(join(tmpdir(), 'precompress-'));
      mkdirSync(join(clientDir, '.vite'), {recursive: true});
      mkdirSync(join(clientDir, 'assets'));
      writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const source = Array.from({length: 400}, (_, i) => `export const v${i} = "${i % 7}";`).join(
        '\n',
      );
      for (const file of criticalFiles(MANIFEST, [])) writeFileSync(join(clientDir, file), source);
      writeFileSync(join(clientDir, 'assets/doc-page-content-f6.js'), source);

      expect(await precompressCriticalFiles(clientDir)).toEqual({files: 5});
      const shell = join(clientDir, 'assets/shell-d4.js');
      const gzip = readFileSync(`${shell}.gz`);
      expect(gunzipSync(gzip).toString()).toBe(source);
      expect(gzip.length).toBeLessThan(gzipSync(source, {level: 9}).length);
      expect(brotliDecompressSync(readFileSync(`${shell}.br`)).toString()).toBe(source);
      // Loaded later: left to on-the-fly compression.
      expect(existsSync(join(clientDir, 'assets/doc-page-content-f6.js.gz'))).toBe(false);
    },
  );
});
