import type {Config} from '@react-router/dev/config';
import {prerenderPaths} from './app/docs/site-pages';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every known page is prerendered to static HTML that hydrates; unknown paths get the client
  // fallback page (`__spa-fallback.html`) and the client router applies the redirect rules.
  ssr: false,
  prerender: () => prerenderPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
