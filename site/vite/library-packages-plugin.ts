import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from 'vite';
import {OUT_DIR, tarballName} from '@material-react/tools/package';
import {REPO_DIR} from './build-env';
import {exampleLibraries} from './docs-model';
import {packLibrary} from './library-build';

const MODULE_ID = 'virtual:docs/library-packages';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = '/@docs/packages/';
const PACKAGES = ['cdk', 'material'] as const;

function readJson(path: string): Record<string, Record<string, string> | string> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string> | string>;
}

/**
 * The versions a downloaded example project depends on: the ones this repository builds and
 * tests with, so the project is built the way the site is.
 */
function projectVersions(): Record<string, string> {
  const root = readJson(join(REPO_DIR, 'package.json'));
  const material = readJson(join(REPO_DIR, 'packages', 'material', 'package.json'));
  const dev = root['devDependencies'] as Record<string, string>;
  const materialDependencies = material['dependencies'] as Record<string, string>;
  return {
    react: dev['react']!,
    'react-dom': dev['react-dom']!,
    '@types/react': dev['@types/react']!,
    '@types/react-dom': dev['@types/react-dom']!,
    typescript: dev['typescript']!,
    vite: dev['vite']!,
    // The React plugin line that supports the Vite above.
    '@vitejs/plugin-react': '^6.3.0',
    '@fontsource/roboto': '^5.2.0',
    '@material-symbols/svg-400': materialDependencies['@material-symbols/svg-400']!,
    // What some examples import besides the library: a project installs those its files import.
    ...exampleLibraries(),
  };
}

/**
 * The library as installable packages for the examples' downloads (see
 * `tools/package/build-packages.mjs`). The build packs both packages, in a child process from its
 * start, and ships the tarballs as assets; `virtual:docs/library-packages` gives their URLs, the
 * library version and the versions a downloaded project depends on. The dev server packs them on
 * the first request.
 *
 * With `VITE_LIBRARY_FROM_REGISTRY=true` (once the packages are published) no tarballs ship:
 * downloaded projects depend on the registry versions instead.
 */
export function libraryPackages(): Plugin {
  const fromRegistry = process.env['VITE_LIBRARY_FROM_REGISTRY'] === 'true';
  // The packing also measures the entry points' sizes, which the docs content reads.
  const pack = packLibrary;
  const version = readJson(join(REPO_DIR, 'packages', 'material', 'package.json'))[
    'version'
  ] as string;

  return {
    name: 'docs-library-packages',
    buildStart() {
      // Packed even when downloads name the registry versions: the item pages' bundle sizes
      // are measured from the packed packages.
      if (this.environment?.name !== 'client') return;
      if (this.environment.mode === 'build') void pack().catch(() => {});
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0]!;
        if (!PACKAGES.some((pkg) => tarballName(pkg, version) === name)) return next();
        pack().then(() => {
          response.setHeader('Content-Type', 'application/gzip');
          response.end(readFileSync(join(OUT_DIR, name)));
        }, next);
      });
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const lines = [
        `export const libraryVersion = ${JSON.stringify(version)};`,
        `export const projectVersions = ${JSON.stringify(projectVersions())};`,
      ];
      if (fromRegistry) return [...lines, 'export const libraryTarballs = null;'].join('\n');
      const entries: string[] = [];
      for (const pkg of PACKAGES) {
        const fileName = tarballName(pkg, version);
        let url = JSON.stringify(`${DEV_PATH}${fileName}`);
        if (this.environment?.mode === 'build' && this.environment.name === 'client') {
          await pack();
          const reference = this.emitFile({
            type: 'asset',
            fileName: `packages/${fileName}`,
            source: readFileSync(join(OUT_DIR, fileName)),
          });
          url = `import.meta.ROLLUP_FILE_URL_${reference}`;
        }
        entries.push(`  ${pkg}: {fileName: ${JSON.stringify(fileName)}, url: ${url}},`);
      }
      return [...lines, `export const libraryTarballs = {\n${entries.join('\n')}\n};`].join('\n');
    },
  };
}
