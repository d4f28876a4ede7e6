import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  SIZE_REPORT_PATH,
  measureEntryPoints,
  type EntrySize,
  type SizeReport,
} from '@material-react/tools/size';
import {REPO_DIR} from './build-env';

const BUILD_SCRIPT = join(REPO_DIR, 'tools', 'size', 'pack-and-measure.mjs');

let packing: Promise<void> | undefined;

/**
 * Packs the library's two packages (`tools/package/build-packages.mjs`) and measures each
 * public entry point's bundle size from them, with `tools/size/pack-and-measure.mjs`, once per
 * process, in a child process, so the site's build goes on meanwhile. The plugins share it (Vite
 * builds both environments with the same plugins), so the tarballs and the sizes come from one
 * packing.
 */
export function packLibrary(): Promise<void> {
  packing ??= new Promise((done, fail) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`Building the packages failed:\n${errors}`)),
    );
  });
  return packing;
}

let measuredFromSources: Promise<SizeReport> | undefined;

/**
 * What each public entry point adds to an app, by entry point (`@material-react/material/button`).
 * The build measures the packed packages ({@link packLibrary}); the development server, which
 * packs nothing until a download asks, measures the sources once with the same bundler options
 * (a few bytes apart, see `tools/size/measure-size.mjs`).
 */
export async function entrySizes(build: boolean): Promise<ReadonlyMap<string, EntrySize>> {
  let report: SizeReport;
  if (build) {
    await packLibrary();
    report = JSON.parse(readFileSync(join(REPO_DIR, ...SIZE_REPORT_PATH), 'utf8')) as SizeReport;
  } else {
    report = await (measuredFromSources ??= measureEntryPoints({root: REPO_DIR}));
  }
  return new Map(report.entries.map((entry) => [entry.entryPoint, entry]));
}
