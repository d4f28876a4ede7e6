import type {Config} from '@react-router/dev/config';
import {join} from 'node:path';
import {prerenderPaths} from './app/docs/site-pages';
import {afterPrerender} from './vite/after-prerender';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every known page is prerendered to static HTML that hydrates; unknown paths get the client
  // fallback page (`__spa-fallback.html`) and the client router applies the redirect rules.
  ssr: false,
  prerender: () => prerenderPaths(),
  // Once every page is written, the steps of AFTER_PRERENDER (./vite/after-prerender.ts) rewrite
  // the client build: each page's CSS inline, the start deferred to the first paint, each page's
  // social card and share metadata, a Content-Security-Policy per page, then the precompressed
  // files.
  async buildEnd({viteConfig}) {
    await afterPrerender(join(viteConfig.root, 'build', 'client'));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
