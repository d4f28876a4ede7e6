// @ts-check
/**
 * What each public entry point adds to an app that already has React: a one-line consumer
 * (`import {Button} from '@material-react/material/button'`, rendered) bundled by esbuild,
 * minified, with React and React DOM external, and its JavaScript and CSS weighed raw, gzip
 * (level 9) and Brotli (quality 11) with `node:zlib`.
 *
 * Two places to take the library from: the packed packages (`build/packages/<pkg>/`, exactly
 * what `npm install` of the tarballs gives an app), which the site's build and
 * `npm run bench:size` measure; or the packages' TypeScript sources, which the budget's unit
 * test bundles with the same esbuild options because packing takes longer than a unit test
 * should (the two differ by the TypeScript compiler's and esbuild's output before minifying:
 * a few bytes, far under the budget's 10%).
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {SIZE_PACKAGES, entryPointsWithMainExports, importLine} from './entry-points.mjs';

/**
 * The bundler, loaded on first use: the site's build imports this module for its types and
 * formats long before it measures, and test environments without Node's binary invariants
 * (jsdom) can import it without starting esbuild.
 */
const loadEsbuild = () => import('esbuild');

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bumped whenever the measurement changes, so cached results made the old way are not reused. */
const METHOD_VERSION = 1;

/**
 * @typedef {object} Weight
 * @property {number} bytes Minified.
 * @property {number} gzip
 * @property {number} brotli
 */

/**
 * @typedef {object} EntrySize
 * @property {string} entryPoint `@material-react/material/button`
 * @property {string} name The export imported: `Button`.
 * @property {string} importLine `import {Button} from '@material-react/material/button';`
 * @property {string} sourceDir The entry point's folder in the repository.
 * @property {Weight} js
 * @property {Weight} css
 */

/**
 * @typedef {object} SizeReport
 * @property {string} key The content hash the report was measured for.
 * @property {string} esbuild The bundler's version.
 * @property {'packed' | 'sources'} from
 * @property {EntrySize[]} entries By entry point.
 */

/**
 * The consumer's code: it renders a component (a capitalised export), and keeps anything else
 * (a hook, a class, data) by exporting it, so the bundler drops nothing the export needs.
 * @param {string} name
 * @param {string} entryPoint
 */
export function consumerSource(name, entryPoint) {
  const line = importLine(name, entryPoint);
  if (/^[A-Z][a-z]/.test(name) && !/Model$/.test(name)) {
    return `${line}\nimport {jsx} from 'react/jsx-runtime';\nexport default () => jsx(${name}, {});\n`;
  }
  return `${line}\nexport default ${name};\n`;
}

/** Reads `?raw` imports (the icons in the sources) as text, as Vite does. */
const rawTextPlugin = /** @type {import('esbuild').Plugin} */ ({
  name: 'raw-text',
  setup(build) {
    const require = createRequire(import.meta.url);
    build.onResolve({filter: /\?raw$/}, (args) => ({
      path: require.resolve(args.path.slice(0, -'?raw'.length), {paths: [args.resolveDir]}),
      namespace: 'raw-text',
    }));
    build.onLoad({filter: /.*/, namespace: 'raw-text'}, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
});

/**
 * Where the consumers resolve the library from: for the packed packages, a folder whose
 * `node_modules/@material-react/` links to them, resolved through the links (as in an app that
 * installed them), so material's imports of the cdk find the packed cdk too.
 * @param {string} root
 * @param {string} packedDir `build/packages`
 */
function packedConsumerDir(root, packedDir) {
  const dir = join(root, 'build', 'size', 'consumer');
  const scope = join(dir, 'node_modules', '@material-react');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(scope, {recursive: true});
  for (const pkg of SIZE_PACKAGES) symlinkSync(join(packedDir, pkg), join(scope, pkg), 'dir');
  return dir;
}

/** @param {Uint8Array} data @returns {Promise<Weight>} */
async function weigh(data) {
  const [zipped, brotli] = await Promise.all([
    gzipAsync(data, {level: 9}),
    brotliAsync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}),
  ]);
  return {bytes: data.length, gzip: zipped.length, brotli: brotli.length};
}

const NOTHING = {bytes: 0, gzip: 0, brotli: 0};

/**
 * Bundles one consumer and weighs what it adds.
 * @param {{name: string, entryPoint: string}} entry
 * @param {{resolveDir: string, fromSources: boolean}} options
 * @returns {Promise<{js: Weight, css: Weight}>}
 */
export async function measureConsumer(entry, {resolveDir, fromSources}) {
  const esbuild = await loadEsbuild();
  const result = await esbuild.build({
    stdin: {contents: consumerSource(entry.name, entry.entryPoint), resolveDir, loader: 'js'},
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // An app that already has React: everything of React and React DOM stays out.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: {'process.env.NODE_ENV': '"production"'},
    legalComments: 'none',
    preserveSymlinks: !fromSources,
    plugins: fromSources ? [rawTextPlugin] : [],
    outdir: 'out',
    write: false,
    logLevel: 'silent',
  });
  const output = (/** @type {string} */ extension) =>
    result.outputFiles.find((file) => file.path.endsWith(extension));
  const js = output('.js');
  const css = output('.css');
  return {
    js: js ? await weigh(js.contents) : NOTHING,
    css: css ? await weigh(css.contents) : NOTHING,
  };
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

/**
 * The content hash of everything a measurement depends on: the method, the bundler's version
 * and every file of the library it bundles.
 * @param {string[]} dirs
 * @param {string} esbuildVersion
 */
export function contentKey(dirs, esbuildVersion) {
  const hash = createHash('sha256').update(`${METHOD_VERSION} ${esbuildVersion}\n`);
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      hash.update(`${relative(dir, file)}\n`).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * Measures every public entry point, in parallel. From the packed packages (`packedDir`), a
 * result is cached under `build/size/cache/` by the content hash of the packed files, so a
 * build whose library has not changed measures nothing.
 * @param {{root: string, packedDir?: string}} options `packedDir` unset: from the sources.
 * @returns {Promise<SizeReport>}
 */
export async function measureEntryPoints({root, packedDir}) {
  const fromSources = packedDir === undefined;
  const libraryDirs = SIZE_PACKAGES.map((pkg) =>
    fromSources ? join(root, 'packages', pkg, 'src') : join(packedDir, pkg, 'dist'),
  );
  const {version} = await loadEsbuild();
  const key = contentKey(libraryDirs, version);
  const cacheFile = join(root, 'build', 'size', 'cache', `${key}.json`);
  if (!fromSources && existsSync(cacheFile)) {
    return /** @type {SizeReport} */ (JSON.parse(readFileSync(cacheFile, 'utf8')));
  }
  const resolveDir = fromSources ? root : packedConsumerDir(root, packedDir);
  const entries = await Promise.all(
    entryPointsWithMainExports(root).map(async (entry) => ({
      entryPoint: entry.entryPoint,
      name: entry.name,
      importLine: importLine(entry.name, entry.entryPoint),
      sourceDir: entry.sourceDir,
      ...(await measureConsumer(entry, {resolveDir, fromSources})),
    })),
  );
  /** @type {SizeReport} */
  const report = {key, esbuild: version, from: fromSources ? 'sources' : 'packed', entries};
  if (!fromSources) {
    mkdirSync(dirname(cacheFile), {recursive: true});
    writeFileSync(cacheFile, `${JSON.stringify(report)}\n`);
  }
  return report;
}

/** Where the build writes the measurement of the packed packages, for the site to read. */
export const SIZE_REPORT_PATH = ['build', 'size', 'entry-sizes.json'];

/**
 * Measures the packed packages and writes the report to {@link SIZE_REPORT_PATH}.
 * @param {string} root
 * @param {string} packedDir
 */
export async function writeSizeReport(root, packedDir) {
  const report = await measureEntryPoints({root, packedDir});
  const file = join(root, ...SIZE_REPORT_PATH);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`);
  return report;
}
