// Bundles the server (src/main.ts) into dist/docs-mcp.js with rolldown. The repository's own
// code (`@material-react/tools`: the search engine; the docs-data format and the API's Markdown
// writer, from its light entry point) goes into the bundle,
// since the tools package is private; the package's dependencies stay imports.
import {rm} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'rolldown';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXTERNAL = ['@modelcontextprotocol/sdk', 'zod', 'minisearch'];

/** Builds the bundle into `outDir` (default `dist/`) and returns the file it wrote. */
export async function buildDocsMcp({outDir = join(packageDir, 'dist')} = {}) {
  await rm(outDir, {recursive: true, force: true});
  await build({
    input: join(packageDir, 'src', 'main.ts'),
    cwd: packageDir,
    platform: 'node',
    external: (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`)),
    logLevel: 'warn',
    output: {dir: outDir, format: 'esm', entryFileNames: 'docs-mcp.js', sourcemap: true},
  });
  return join(outDir, 'docs-mcp.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await buildDocsMcp();
  console.log(`Built ${file}`);
}
