import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {dataDirAdvice, resolveDataDir} from './data-dir';
import {DocsDataError, loadDocsStore} from './docs-store';
import {createDocsServer} from './server';

export {DATA_DIR_VARIABLE, resolveDataDir} from './data-dir';
export {loadDocsStore} from './docs-store';
export {createDocsServer} from './server';

/** The package's folder: this module runs from `<package>/dist/`. */
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the server over stdio. stdout carries the protocol, so every message for people goes to
 * stderr; a missing or broken docs-data directory ends the process with a message and code 1.
 */
export async function main(): Promise<void> {
  const choice = resolveDataDir(packageDir);
  let server;
  try {
    server = createDocsServer(loadDocsStore(choice.dir));
  } catch (error) {
    if (!(error instanceof DocsDataError)) throw error;
    process.stderr.write(
      `material-react-docs-mcp: cannot read the docs. ${error.message}\n${dataDirAdvice(choice)}\n`,
    );
    process.exitCode = 1;
    return;
  }
  await server.connect(new StdioServerTransport());
}
