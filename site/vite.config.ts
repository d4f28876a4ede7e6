import {reactRouter} from '@react-router/dev/vite';
import {defineConfig} from 'vite';
import {exampleCatalogue} from '@material-react/tools/examples';
import {docsContent} from './vite/docs-content-plugin';
import {libraryPackages} from './vite/library-packages-plugin';
import {sitemap} from './vite/sitemap-plugin';
import {themeAssets} from './vite/theme-assets-plugin';

export default defineConfig({
  plugins: [
    reactRouter(),
    themeAssets(),
    exampleCatalogue(),
    docsContent(),
    libraryPackages(),
    sitemap(),
  ],
  server: {port: 4200, strictPort: true},
  // Browsers with native light-dark(): the dark themes switch colour-scheme from a separate
  // stylesheet, which a build-time polyfill of light-dark() cannot see.
  build: {
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    // `.vite/manifest.json` maps each source module to its chunk, so that browser tests and
    // benchmarks can name a module rather than a hashed file. The server never serves dotfiles.
    manifest: true,
  },
});
