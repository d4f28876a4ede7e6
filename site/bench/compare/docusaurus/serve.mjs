// Serves build/ with our production static server (sirv and compression, as site/server does),
// so that the benchmark compares both sites behind the same server. Our security headers are
// left out: their policies are made for our build. PORT sets the port (default 4500).
import {copyFileSync, existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createStaticServer} from '../../../server/static-server.mjs';

const buildDir = join(dirname(fileURLToPath(import.meta.url)), 'build');
if (!existsSync(join(buildDir, '404.html'))) {
  console.error(`${buildDir} has no build: run npm run build first.`);
  process.exit(1);
}
// The server answers unknown paths with `__spa-fallback.html` and status 404: here, Docusaurus's
// own 404 page.
copyFileSync(join(buildDir, '404.html'), join(buildDir, '__spa-fallback.html'));

const port = Number(process.env.PORT) || 4500;
const host = process.env.HOST || '127.0.0.1';
createStaticServer(buildDir).listen(port, host, () => {
  console.log(`Serving the Docusaurus comparison site at http://${host}:${port}/`);
});
