import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {reactRouter} from '@react-router/dev/vite';
import {defineConfig} from 'vite';
import {directEntryImports} from './vite/direct-entry-imports-plugin';
import {docsContent} from './vite/docs-content-plugin';
import {libraryPackages} from './vite/library-packages-plugin';
import {markdownTwins} from './vite/markdown-twins-plugin';
import {reactRouterProduction} from './vite/react-router-production-plugin';
import {sitemap} from './vite/sitemap-plugin';
import {shellChunkGroups, withoutStartupFiles} from './vite/shell-chunks';
import {themeAssets} from './vite/theme-assets-plugin';

const appDirectory = join(fileURLToPath(new URL('.', import.meta.url)), 'app');

export default defineConfig({
  plugins: [
    reactRouter(),
    themeAssets(),
    docsContent(),
    libraryPackages(),
    sitemap(),
    markdownTwins(),
    directEntryImports(),
    reactRouterProduction(),
  ],
  server: {port: 4200, strictPort: true},
  environments: {
    client: {
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies) => withoutStartupFiles(dependencies),
        },
        rolldownOptions: {
          output: {
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
