import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** A chunk of the client build's manifest, as the build's later steps and its tests read it. */
export interface ClientManifestChunk {
  /** The chunk's file, relative to the client build (`assets/….js`). */
  file: string;
  /** The chunk's name (a shared chunk's, such as `framework`). */
  name?: string;
  /** Whether it is an entry: the client's entry or a route module. */
  isEntry?: boolean;
  /** The manifest keys of the chunks it imports statically. */
  imports?: string[];
  /** The manifest keys of the chunks it imports with `import()`. */
  dynamicImports?: string[];
  /** The stylesheets it loads, relative to the client build. */
  css?: string[];
  /** Files the chunk refers to, such as a JSON asset it fetches. */
  assets?: string[];
}

/** The bundler's manifest of the client build: each source module and the chunk it became. */
export type ClientManifest = Record<string, ClientManifestChunk>;

/** Reads the client build's manifest (`.vite/manifest.json`); fails when the build wrote none. */
export function readClientManifest(clientDir: string): ClientManifest {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing.`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
}
