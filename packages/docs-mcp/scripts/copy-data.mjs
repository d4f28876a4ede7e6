// Puts the site's docs data (site/build/docs-data, written by the site's build) into the
// package's data/ folder before `npm pack`, so that a packed package serves the docs without the
// repository; `--clean` removes it after packing, so that the server in the repository goes on
// reading the site's latest build.
import {cpSync, existsSync, rmSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DOCS_DATA = join(packageDir, '..', '..', 'site', 'build', 'docs-data');
export const PACKAGE_DATA = join(packageDir, 'data');
const REQUIRED = ['docs.json', 'search-index.json', 'pages'];

/** Copies `source` to `target`; throws with what to do when `source` is not complete docs data. */
export function copyDocsData(source = SITE_DOCS_DATA, target = PACKAGE_DATA) {
  const missing = REQUIRED.filter((file) => !existsSync(join(source, file)));
  if (missing.length > 0) {
    throw new Error(
      `${source} lacks ${missing.join(', ')}: build the site first (npm run build at the ` +
        'repository root).',
    );
  }
  rmSync(target, {recursive: true, force: true});
  cpSync(source, target, {recursive: true});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--clean')) {
    rmSync(PACKAGE_DATA, {recursive: true, force: true});
  } else {
    try {
      copyDocsData();
      console.log(`docs-mcp: copied the docs data into ${PACKAGE_DATA}`);
    } catch (error) {
      console.error(`docs-mcp: cannot pack the docs. ${error.message}`);
      process.exit(1);
    }
  }
}
