// Serves an existing production build without checking its age (the end-to-end tests build first).
// E2E_STATIC_DIR adds a directory of test-only files.
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createStaticServer} from './static-server.mjs';

const clientDir = join(dirname(dirname(fileURLToPath(import.meta.url))), 'build', 'client');
const port = Number(process.env.PORT) || 4200;
const host = process.env.HOST || 'localhost';
createStaticServer(clientDir, {extraDir: process.env.E2E_STATIC_DIR}).listen(port, host, () => {
  console.log(`Serving the build at http://${host}:${port}/`);
});
