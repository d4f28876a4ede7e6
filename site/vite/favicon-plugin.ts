import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Resvg} from '@resvg/resvg-js';
import type {Plugin} from 'vite';

/** Where the pages' icon is served: a PNG, drawn from `site/public/favicon.svg`. */
export const FAVICON_PATH = '/favicon-32.png';

/** The icon's width and height in pixels: a tab's 16 px at twice the density. */
export const FAVICON_SIZE = 32;

// A path, not `new URL(…, import.meta.url)`, which Vite would turn into an asset's URL.
const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../public/favicon.svg');

/** The site's mark as a {@link FAVICON_SIZE}-pixel PNG, from the SVG of `site/public`. */
export function drawFavicon(svg: string | Buffer = readFileSync(SOURCE)): Buffer {
  return new Resvg(svg, {fitTo: {mode: 'width', value: FAVICON_SIZE}}).render().asPng();
}

/**
 * Serves the pages' icon as a PNG at {@link FAVICON_PATH}: emitted into the client build, and
 * answered by the dev server.
 *
 * Not the SVG itself: Chromium fetches a page's icon again after every client navigation (the
 * address changed) and decodes it on the page's main thread, where an SVG is a document of its
 * own to build, 4-13 ms in the middle of each navigation on a slow host; a small PNG decodes in
 * a fraction of a millisecond.
 */
export function faviconPng(): Plugin {
  return {
    name: 'docs-favicon-png',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== FAVICON_PATH) return next();
        res.setHeader('Content-Type', 'image/png');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(drawFavicon());
      });
    },
    generateBundle() {
      // The client build only: the prerender (server) build has no use for the file.
      if (this.environment?.name !== 'client') return;
      this.emitFile({type: 'asset', fileName: FAVICON_PATH.slice(1), source: drawFavicon()});
    },
  };
}
