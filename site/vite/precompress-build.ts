import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import {gzipAsync} from '@gfx/zopfli';
import {readClientManifest, type ClientManifest} from './client-manifest';

/**
 * The files a page loads before it is interactive: every entry of the client build (the client
 * entry and each route module), what they import statically, and their stylesheets, plus React
 * Router's route manifest. Paths relative to the client build.
 */
export function criticalFiles(manifest: ClientManifest, assets: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, seen);
  for (const asset of assets)
    if (/^manifest-[\da-f]+\.js$/.test(asset)) files.add(`assets/${asset}`);
  return [...files].sort();
}

/** Zopfli's passes over each file: more find little more (under 0.1% here) and take longer. */
const ZOPFLI_ITERATIONS = 15;

/**
 * Writes a `.gz` (Zopfli: a gzip stream about 3% smaller than zlib's best) and a `.br` (Brotli at
 * its best quality) beside each file a page loads before it is interactive, which the server
 * (and static hosts that look for them) send instead of compressing on the fly. Only those: the
 * best compressors are slow, over a hundred times slower than zlib, and every other file is
 * loaded later, where on-the-fly compression does.
 */
export async function precompressCriticalFiles(clientDir: string): Promise<{files: number}> {
  const manifest = readClientManifest(clientDir);
  const files = criticalFiles(manifest, readdirSync(join(clientDir, 'assets')));
  for (const file of files) {
    const path = join(clientDir, file);
    const source = readFileSync(path);
    writeFileSync(`${path}.gz`, await gzipAsync(source, {numiterations: ZOPFLI_ITERATIONS}));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
  }
  return {files: files.length};
}
