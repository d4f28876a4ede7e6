// @ts-check
/**
 * Packs the library (`tools/package/build-packages.mjs`), then measures what each public entry
 * point adds to an app from the packed packages (see `measure-size.mjs`) into
 * `build/size/entry-sizes.json`. The site's build runs it as a script, in a child process started
 * with the build (`site/vite/library-build.ts`), so the tarballs and the sizes come from one
 * packing while the build goes on; `npm run bench:size` calls {@link packAndMeasure} and prints
 * the table.
 *
 * It lives with the sizes, not the packing, so that imports run one way: `tools/size` reads the
 * packed packages, and `tools/package` knows nothing of sizes.
 */
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {OUT_DIR, buildPackages} from '../package/build-packages.mjs';
import {writeSizeReport} from './measure-size.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Packs both packages into `build/packages/` and writes the size of each entry point. */
export async function packAndMeasure() {
  buildPackages();
  return writeSizeReport(ROOT, OUT_DIR);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await packAndMeasure();
  console.log(`sizes of ${report.entries.length} entry points measured`);
}
