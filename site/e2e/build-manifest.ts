import {fileURLToPath} from 'node:url';
import {readClientManifest, type ClientManifest} from '../vite/client-manifest';

let manifest: ClientManifest | undefined;

/** Vite's build manifest: each source module (relative to `site/`) and the chunk it became. */
export function buildManifest(): ClientManifest {
  manifest ??= readClientManifest(fileURLToPath(new URL('../build/client', import.meta.url)));
  return manifest;
}

/** The URL path of the chunk that holds a live example's code, found by its source file. */
export function exampleChunkPath(exampleId: string): string {
  const suffix = `/${exampleId}/${exampleId}-example.tsx`;
  const entry = Object.entries(buildManifest()).find(([source]) => source.endsWith(suffix));
  if (!entry) throw new Error(`No chunk in the build for the example "${exampleId}".`);
  return `/${entry[1].file}`;
}

/**
 * The URL path of the chunk a source module (relative to `site/`) became; route modules carry a
 * query in the manifest's keys.
 */
export function chunkPath(source: string): string {
  const manifest = buildManifest();
  const key = Object.keys(manifest).find((entry) => entry.split('?')[0] === source);
  const chunk = key ? manifest[key] : undefined;
  if (!chunk) throw new Error(`No chunk for ${source} in the build.`);
  return `/${chunk.file}`;
}
