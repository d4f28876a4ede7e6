import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {sitePlugins} from './vite/pipeline';
import {compileHintBanner} from './vite/compile-hints';
import {shellChunkGroups, withoutStartupFiles} from './vite/shell-chunks';

const appDirectory = join(fileURLToPath(new URL('.', import.meta.url)), 'app');

// The build's steps, in order, are listed in ./vite/pipeline.ts (see ./vite/README.md).
export default defineConfig({
  plugins: sitePlugins(),
  server: {port: 4200, strictPort: true},
  environments: {
    client: {
      build: {
        // A lazy chunk does not name, for preloading, the files every page has already loaded.
        modulePreload: {
          resolveDependencies: (_file, dependencies) => withoutStartupFiles(dependencies),
        },
        rolldownOptions: {
          output: {
            // The overlay's code is compiled as it loads, not on its first opening
            // (./vite/compile-hints.ts).
            postBanner: compileHintBanner,
            // What pages load first is a few chunks (framework, shell, docs, section), not
            // dozens under a kilobyte (./vite/shell-chunks.ts).
            codeSplitting: {
              groups: shellChunkGroups({
                entry: join(appDirectory, 'entry.client.tsx'),
                rootRoute: join(appDirectory, 'root.tsx'),
                sectionRoutes: [
                  'routes/section/section-layout.tsx',
                  'routes/section/item-layout.tsx',
                  'routes/section/item-page.tsx',
                ].map((route) => join(appDirectory, route)),
                guideRoute: join(appDirectory, 'routes/guide-page.tsx'),
              }),
            },
          },
        },
      },
    },
  },
  // Browsers with native light-dark(): the dark themes switch colour-scheme from a separate
  // stylesheet, which a build-time polyfill of light-dark() cannot see.
  build: {
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    // `.vite/manifest.json` maps each source module to its chunk, so that browser tests and
    // benchmarks can name a module rather than a hashed file. The server never serves dotfiles.
    manifest: true,
  },
});
