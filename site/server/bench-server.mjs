// `npm run bench:server`: a load test of the production static server on the existing build.
// The server runs in a child process on a loopback port; autocannon loads it from this process
// with a mix of requests: 60% pages (from sitemap.xml), 30% hashed assets, 10% unknown paths.
// Options: --connections <n> (default 200), --duration <seconds> (default 20).
// Exits with 1 on any error, timeout or unexpected status. The raw results go to bench-results/.
import {fork} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {buildSecurityHeaders} from './build-headers.mjs';
import {createStaticServer, HASHED_ASSET} from './static-server.mjs';

const siteDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(siteDir);
const clientDir = join(siteDir, 'build', 'client');
const resultsDir = join(repoDir, 'bench-results');
const HOST = '127.0.0.1';

const {values: args} = parseArgs({
  options: {
    connections: {type: 'string', default: '200'},
    duration: {type: 'string', default: '20'},
    serve: {type: 'boolean', default: false},
  },
});

if (args.serve) {
  // The child: serve the build and report the port to the parent.
  const server = createStaticServer(clientDir, {
    headers: buildSecurityHeaders(join(clientDir, '..')),
  });
  server.listen(0, HOST, () => process.send?.({port: server.address().port}));
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

/** The pages of the build: the paths of sitemap.xml, else every prerendered index.html. */
function listPages() {
  const sitemap = join(clientDir, 'sitemap.xml');
  if (existsSync(sitemap)) {
    const locs = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)];
    const paths = locs.map(([, loc = '']) => new URL(loc.trim()).pathname);
    if (paths.length > 0) return paths;
  }
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') {
        const route = relative(clientDir, dir).split(sep).join('/');
        pages.push(`/${route}`);
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The hashed files directly under assets/. */
function listAssets() {
  return readdirSync(join(clientDir, 'assets'), {withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `/assets/${entry.name}`)
    .filter((path) => HASHED_ASSET.test(path));
}

/** Starts the server in a child process; resolves with the child and its port. */
async function startServer() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('the server process exited before listening');
    }),
  ]);
  return {child, port: /** @type {{port: number}} */ (message).port};
}

async function main() {
  if (!existsSync(join(clientDir, '__spa-fallback.html'))) {
    console.error(
      `No production build in ${relative(repoDir, clientDir)}: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  if (!(connections > 0) || !(duration > 0)) {
    console.error('--connections and --duration take positive numbers.');
    process.exit(1);
  }

  const pages = listPages();
  const assets = listAssets();
  if (pages.length === 0 || assets.length === 0) {
    console.error('The build has no pages or no hashed assets to request.');
    process.exit(1);
  }
  const unknown = [
    (n) => `/no-such-page-${n}`,
    (n) => `/components/no-such-component-${n}/overview`,
    (n) => `/assets/missing-${n}.js`,
  ];

  // Every ten requests: six pages, three assets, one unknown path, in this order; every other
  // request asks for gzip.
  const SLOTS = [
    'page',
    'asset',
    'page',
    'page',
    'asset',
    'page',
    'unknown',
    'page',
    'asset',
    'page',
  ];
  const counters = {page: 0, asset: 0, unknown: 0};
  let sent = 0;
  /** @returns {{kind: string, path: string, gzip: boolean}} */
  const nextRequest = () => {
    const kind = SLOTS[sent % SLOTS.length] ?? 'page';
    const gzip = sent % 2 === 0;
    sent++;
    const n = counters[kind]++;
    const path =
      kind === 'page'
        ? pages[n % pages.length]
        : kind === 'asset'
          ? assets[n % assets.length]
          : unknown[n % unknown.length](n);
    return {kind, path, gzip};
  };

  const tally = {
    page: {count: 0, unexpected: 0},
    asset: {count: 0, unexpected: 0},
    unknown: {count: 0, unexpected: 0},
  };
  let gzipped = 0;
  const samples = [];

  const {child, port} = await startServer();
  console.log(
    `Serving ${relative(repoDir, clientDir)} on http://${HOST}:${port}/ (${pages.length} pages, ` +
      `${assets.length} hashed assets); ${connections} connections for ${duration} s…`,
  );

  let result;
  try {
    result = await autocannon({
      url: `http://${HOST}:${port}`,
      connections,
      duration,
      requests: [
        {
          setupRequest: (request, context) => {
            const next = nextRequest();
            context.expected = next;
            return {
              ...request,
              path: next.path,
              headers: next.gzip
                ? {...request.headers, 'accept-encoding': 'gzip'}
                : request.headers,
            };
          },
          onResponse: (status, _body, context, headers) => {
            const expected = context.expected;
            if (!expected) return;
            const entry = tally[expected.kind];
            entry.count++;
            if (status !== (expected.kind === 'unknown' ? 404 : 200)) {
              entry.unexpected++;
              if (samples.length < 20) samples.push({...expected, status});
            }
            const encoding = Object.entries(headers).find(
              ([name]) => name.toLowerCase() === 'content-encoding',
            )?.[1];
            if (encoding === 'gzip') gzipped++;
          },
        },
      ],
    });
  } finally {
    child.kill();
  }

  const unexpected = tally.page.unexpected + tally.asset.unexpected + tally.unknown.unexpected;
  const failures = result.errors + result.timeouts;
  const checked = tally.page.count + tally.asset.count + tally.unknown.count;
  const lines = [
    `requests/s      ${Math.round(result.requests.average)} (total ${result.requests.total} in ${result.duration} s)`,
    `throughput      ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
    `latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `mix             ${tally.page.count} pages, ${tally.asset.count} assets, ${tally.unknown.count} unknown paths; ${gzipped} gzip responses`,
    `errors          ${result.errors} (timeouts ${result.timeouts})`,
    `unexpected      ${unexpected} (pages ${tally.page.unexpected}, assets ${tally.asset.unexpected}, unknown ${tally.unknown.unexpected})`,
  ];
  console.log(`\n${lines.join('\n')}`);
  for (const sample of samples) {
    console.log(`  ${sample.kind} ${sample.path} answered ${sample.status}`);
  }

  mkdirSync(resultsDir, {recursive: true});
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(resultsDir, `server-${stamp}.json`);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    connections,
    duration,
    pages: pages.length,
    assets: assets.length,
    checked,
    gzipped,
    tally,
    samples,
    autocannon: result,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nRaw results: ${relative(repoDir, file)}`);

  if (failures > 0 || unexpected > 0 || checked === 0) {
    console.error('FAILED: errors, timeouts or unexpected statuses.');
    process.exit(1);
  }
}
