// @ts-check
/**
 * A Vite plugin that keeps the example catalogue current: it generates the catalogue when a
 * build or the dev server starts, and again in the dev server whenever a file of an example
 * folder is added, changed or removed (the catalogue is rewritten only when its text changes,
 * and Vite then reloads what imports it).
 */
import {join, sep} from 'node:path';
import {ExampleCatalogueError, EXAMPLE_KINDS} from './collect-examples.mjs';
import {EXAMPLES_SRC_DIR, generateExampleCatalogue} from './generate-example-catalogue.mjs';

/**
 * @param {{srcDir?: string}} [options] `srcDir`: the examples' source folder (default: the
 *     examples package's `src`).
 * @returns {import('vite').Plugin}
 */
export function exampleCatalogue({srcDir = EXAMPLES_SRC_DIR} = {}) {
  const exampleRoots = EXAMPLE_KINDS.map((kind) => join(srcDir, kind));
  return {
    name: 'material-react:example-catalogue',
    buildStart() {
      generateExampleCatalogue({srcDir});
    },
    configureServer(server) {
      /** @param {string} path */
      const refresh = (path) => {
        if (!exampleRoots.some((root) => path.startsWith(root + sep))) return;
        try {
          generateExampleCatalogue({srcDir});
        } catch (error) {
          if (!(error instanceof ExampleCatalogueError)) throw error;
          // Keep serving the last good catalogue while the author fixes the example.
          server.config.logger.error(error.message, {timestamp: true});
        }
      };
      server.watcher.add(exampleRoots);
      for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir']) {
        server.watcher.on(event, refresh);
      }
    },
  };
}
