import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Plugin} from 'vite';

/**
 * Builds the browser's code with React Router's production build. The package's exports name
 * only its development build (`dist/development`), whose warnings are switched on and shipped
 * in every page: see remix-run/react-router#14102. Its production build (`dist/production`,
 * identical but for that switch) is resolved instead, for the client build only; the server
 * build, which prerenders the pages and shares React Router with the framework's own code,
 * keeps the package's resolution.
 */
export function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return Object.hasOwn(files, source) ? files[source] : undefined;
    },
  };
}
