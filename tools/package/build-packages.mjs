/**
 * Builds the library's two packages as installable npm packages and packs them:
 * `build/packages/<package>/` holds each package as it is published (ES modules, type
 * declarations and CSS in `dist/`, a package.json whose `exports` point there) and
 * `build/packages/material-react-<package>-<version>.tgz` the tarball `npm pack` makes of it.
 *
 * In the repository the packages export their TypeScript sources, which the site and the tests
 * compile themselves; a published package must not ask that of its users. What changes on the
 * way: TypeScript becomes JavaScript (one file per source file, so bundlers keep only what is
 * imported) with declarations beside it; relative imports name their `.js` files, as Node and
 * every bundler resolve them; the Material Symbols icons imported as `?raw` text are written
 * into the modules as strings (that suffix is a Vite convention); stylesheets are copied and
 * stay imported by the modules that need them (`sideEffects` lists them).
 *
 * `node tools/package/build-packages.mjs` (or `npm run build:packages`). The site's build packs
 * through `tools/size/pack-and-measure.mjs`, which then measures each entry point's bundle size
 * from what was packed, in a child process, and serves the tarballs with the examples' downloads
 * (`site/vite/library-packages-plugin.ts`, which reads `OUT_DIR` and `tarballName` from here,
 * as `@material-react/tools/package`). Nothing here imports `tools/size`: the sizes depend on
 * the packages, not the other way round.
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {findDirectiveProblems} from './client-directive.mjs';
import {findLayerProblems, layerOf} from './css-layers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** The packages, in dependency order. */
export const PACKAGES = ['cdk', 'material'];

/** Where the built packages and tarballs go. */
export const OUT_DIR = join(ROOT, 'build', 'packages');

const TEST_FILE = /\.(test|spec)\.tsx?$|\.test-utils?\.tsx?$/;

/**
 * The tarball name `npm pack` gives a package.
 * @param {string} pkg The package's folder: `cdk`.
 * @param {string} version
 */
export function tarballName(pkg, version) {
  return `material-react-${pkg}-${version}.tgz`;
}

function walk(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** The source files of a package that ship: TypeScript and CSS, no tests and no docs. */
function sourceFiles(pkg) {
  const src = join(ROOT, 'packages', pkg, 'src');
  return walk(src).filter((file) => {
    if (/\.tsx?$/.test(file)) return !TEST_FILE.test(file) && !file.endsWith('.d.ts');
    return file.endsWith('.css');
  });
}

/**
 * The `.js` path a relative import of `fromFile` resolves to (`./tab` is `./tab.js`, `./a11y`
 * with an index is `./a11y/index.js`); other specifiers stay as they are.
 */
function resolveRelative(specifier, fromFile) {
  if (!specifier.startsWith('.')) return specifier;
  if (/\.(css|js|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(fromFile), specifier);
  for (const [suffix, output] of [
    ['.ts', '.js'],
    ['.tsx', '.js'],
    ['/index.ts', '/index.js'],
    ['/index.tsx', '/index.js'],
  ]) {
    if (existsSync(base + suffix)) return specifier + output;
  }
  throw new Error(`${relative(ROOT, fromFile)}: cannot resolve "${specifier}".`);
}

const IMPORT_SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2|(\bdeclare module\s+)(['"])([^'"\n]+)\5/g;

/** Rewrites the relative specifiers of a module (or declaration file) of `fromFile`. */
export function rewriteSpecifiers(code, fromFile) {
  return code.replace(IMPORT_SPECIFIER, (match, lead, quote, specifier, declare) => {
    if (declare) return match;
    return `${lead}${quote}${resolveRelative(specifier, fromFile)}${quote}`;
  });
}

const RAW_SVG_IMPORT =
  /^import\s+(\w+)\s+from\s+'(@material-symbols\/svg-400\/[^']+\.svg)\?raw';$/gm;

/** Writes each `import name from '…svg?raw'` as `const name = '<svg…>'`. */
export function inlineRawSvgImports(code) {
  return code.replace(RAW_SVG_IMPORT, (_match, name, specifier) => {
    const svg = readFileSync(require.resolve(specifier), 'utf8').trim();
    return `const ${name} = ${JSON.stringify(svg)};`;
  });
}

/** The JavaScript of one source file: TypeScript and JSX removed, nothing else changed. */
function transpile(file) {
  const {outputText} = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
      verbatimModuleSyntax: true,
      sourceMap: false,
    },
  });
  return outputText;
}

/**
 * One program of every package's sources, as the repository's type check sees them, set to emit
 * their declarations. Throws on a type error.
 */
function packagesProgram(files) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}},
  );
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    allowImportingTsExtensions: false,
    types: ['vite/client'],
    rootDir: join(ROOT, 'packages'),
    outDir: '/declarations',
  };
  const program = ts.createProgram(files, options);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const host = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => ROOT,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(errors, host));
  }
  return program;
}

/**
 * Throws when a module's `'use client'` directive disagrees with what the module does (see
 * `client-directive.mjs`): bundlers of Server Components read the directive per module, and the
 * transpiler carries it from each source file into its emitted file.
 */
function checkClientDirectives(program, files) {
  const problems = findDirectiveProblems(program, files);
  if (problems.length === 0) return;
  const lines = problems.map(({fileName, message}) => `  ${relative(ROOT, fileName)}: ${message}`);
  throw new Error(`'use client' directives to fix:\n${lines.join('\n')}`);
}

/**
 * Throws when a stylesheet has a rule outside its cascade layer (see `css-layers.mjs`): an app's
 * CSS wins over the library's because all of it is layered.
 */
export function checkCssLayers(
  filesByPackage = new Map(PACKAGES.map((pkg) => [pkg, sourceFiles(pkg)])),
) {
  const lines = [];
  for (const [pkg, files] of filesByPackage) {
    const src = join(ROOT, 'packages', pkg, 'src');
    for (const file of files.filter((name) => name.endsWith('.css'))) {
      const layer = layerOf(pkg, relative(src, file));
      for (const problem of findLayerProblems(readFileSync(file, 'utf8'), file, layer)) {
        lines.push(`  ${relative(ROOT, file)}: ${problem}`);
      }
    }
  }
  if (lines.length > 0)
    throw new Error(`Stylesheets outside their cascade layer:\n${lines.join('\n')}`);
}

/** The type declarations of every package's sources, by source file. */
function declarations(program) {
  const emitted = new Map();
  program.emit(undefined, (fileName, text) => {
    emitted.set(fileName, text);
  });
  return emitted;
}

function manifestFor(pkg, source) {
  const dependencies = {...source.dependencies};
  // The icons are written into the modules: nothing to install for them.
  delete dependencies['@material-symbols/svg-400'];
  return {
    name: source.name,
    version: source.version,
    description: source.description,
    license: source.license,
    type: 'module',
    sideEffects: ['*.css'],
    files: ['dist'],
    exports: {
      './package.json': './package.json',
      './*.css': './dist/*.css',
      './*': {types: './dist/*/index.d.ts', default: './dist/*/index.js'},
    },
    ...(Object.keys(dependencies).length > 0 ? {dependencies} : {}),
    peerDependencies: source.peerDependencies,
    ...(source.peerDependenciesMeta ? {peerDependenciesMeta: source.peerDependenciesMeta} : {}),
  };
}

function readme(manifest) {
  return `# ${manifest.name}

${manifest.description}

Each feature has its own entry point (\`${manifest.name}/<feature>\`); components import their own
stylesheets. See the documentation site for the guides, the API reference and live examples.
`;
}

/**
 * Builds both packages into `outDir` ({@link OUT_DIR} unless a test asks for another) and packs
 * them. Returns the tarballs' paths by package.
 */
export function buildPackages({log = () => {}, outDir = OUT_DIR} = {}) {
  const started = performance.now();
  rmSync(outDir, {recursive: true, force: true});
  const filesByPackage = new Map(PACKAGES.map((pkg) => [pkg, sourceFiles(pkg)]));
  const scripts = [...filesByPackage.values()].flat().filter((file) => /\.tsx?$/.test(file));
  const program = packagesProgram(scripts);
  checkClientDirectives(program, scripts);
  checkCssLayers(filesByPackage);
  const declared = declarations(program);
  log(`declarations: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const pkg of PACKAGES) {
    const src = join(ROOT, 'packages', pkg, 'src');
    const stage = join(outDir, pkg);
    const dist = join(stage, 'dist');
    for (const file of filesByPackage.get(pkg)) {
      const path = relative(src, file);
      if (file.endsWith('.css')) {
        mkdirSync(dirname(join(dist, path)), {recursive: true});
        cpSync(file, join(dist, path));
        continue;
      }
      const js = join(dist, path.replace(/\.tsx?$/, '.js'));
      mkdirSync(dirname(js), {recursive: true});
      writeFileSync(js, rewriteSpecifiers(inlineRawSvgImports(transpile(file)), file));
      const declarationKey = join('/declarations', pkg, 'src', path.replace(/\.tsx?$/, '.d.ts'));
      const declaration = declared.get(declarationKey);
      if (declaration === undefined)
        throw new Error(`No declarations for ${relative(ROOT, file)}.`);
      writeFileSync(js.replace(/\.js$/, '.d.ts'), rewriteSpecifiers(declaration, file));
    }
    const source = JSON.parse(readFileSync(join(ROOT, 'packages', pkg, 'package.json'), 'utf8'));
    const manifest = manifestFor(pkg, source);
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(stage, 'README.md'), readme(manifest));
    const licence = join(ROOT, 'LICENSE');
    if (existsSync(licence)) cpSync(licence, join(stage, 'LICENSE'));
    const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', outDir], {
      cwd: stage,
      encoding: 'utf8',
    });
    if (packed.status !== 0) throw new Error(`npm pack failed for ${pkg}: ${packed.stderr}`);
    const tarball = join(outDir, tarballName(pkg, manifest.version));
    if (!existsSync(tarball) || statSync(tarball).size === 0) {
      throw new Error(`npm pack did not write ${tarball}.`);
    }
    tarballs[pkg] = tarball;
  }
  log(`packages built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = buildPackages({log: (line) => console.log(line)});
  for (const tarball of Object.values(tarballs)) console.log(relative(ROOT, tarball));
}
