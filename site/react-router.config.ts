import type {Config} from '@react-router/dev/config';
import {join} from 'node:path';
import {prerenderPaths} from './app/docs/site-pages';
import {inlineCriticalCss} from './vite/critical-css-build';
import {deferStartOfPages} from './vite/deferred-start-build';
import {precompressCriticalFiles} from './vite/precompress-build';
import {writeSecurityPolicies} from './vite/security-headers-build';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every known page is prerendered to static HTML that hydrates; unknown paths get the client
  // fallback page (`__spa-fallback.html`) and the client router applies the redirect rules.
  ssr: false,
  prerender: () => prerenderPaths(),
  // Once every page is written: the CSS each page uses goes inline and its scripts start after
  // the first frame, so it paints from its HTML alone; then a Content-Security-Policy per page,
  // with its inline scripts' hashes (see site/server/security-headers.mjs); last, the best gzip
  // and Brotli of the scripts and stylesheets a page loads before it is interactive.
  async buildEnd({viteConfig}) {
    const clientDir = join(viteConfig.root, 'build', 'client');
    await inlineCriticalCss(clientDir);
    deferStartOfPages(clientDir);
    writeSecurityPolicies(clientDir);
    await precompressCriticalFiles(clientDir);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
