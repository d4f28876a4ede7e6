// Copies the site's docs data (site/build/docs-data, written by the site's build) into the
// package's data/ folder, so that a packed package serves the docs without the repository.
import {cpSync, existsSync, rmSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(packageDir, '..', '..', 'site', 'build', 'docs-data');
const target = join(packageDir, 'data');
const REQUIRED = ['docs.json', 'search-index.json', 'pages'];

const missing = REQUIRED.filter((file) => !existsSync(join(source, file)));
if (missing.length > 0) {
  console.error(
    `docs-mcp: cannot pack the docs: ${relative(process.cwd(), source) || source} lacks ` +
      `${missing.join(', ')}. Build the site first: npm run build at the repository root.`,
  );
  process.exit(1);
}
rmSync(target, {recursive: true, force: true});
cpSync(source, target, {recursive: true});
console.log(`docs-mcp: copied the docs data into ${relative(process.cwd(), target)}`);
