// Serves an existing production build without checking its age (the end-to-end tests build first).
// E2E_STATIC_DIR adds a directory of test-only files.
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildSecurityHeaders} from './build-headers.mjs';
import {createStaticServer} from './static-server.mjs';

const buildDir = join(dirname(dirname(fileURLToPath(import.meta.url))), 'build');
const clientDir = join(buildDir, 'client');
const port = Number(process.env.PORT) || 4200;
const host = process.env.HOST || 'localhost';
createStaticServer(clientDir, {
  extraDir: process.env.E2E_STATIC_DIR,
  headers: buildSecurityHeaders(buildDir),
}).listen(port, host, () => {
  console.log(`Serving the build at http://${host}:${port}/`);
});
