import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Plugin} from 'vite';

const require = createRequire(import.meta.url);

/** The folder of standalone theme stylesheets in @material-react/material. */
function prebuiltThemesDir(): string {
  const tokens = require.resolve('@material-react/material/theming/tokens.css');
  return join(dirname(tokens), 'prebuilt');
}

function readThemes(): Map<string, string> {
  const dir = prebuiltThemesDir();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
}

/**
 * Serves the library's non-default theme stylesheets at `/assets/<theme-name>.css` (part of the
 * site's contract): emitted into the build, and answered by the dev server.
 */
export function themeAssets(): Plugin {
  return {
    name: 'docs-theme-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/([a-z-]+\.css)(?:\?.*)?$/.exec(req.url ?? '');
        const css = match?.[1] ? readThemes().get(match[1]) : undefined;
        if (css === undefined) return next();
        res.setHeader('Content-Type', 'text/css; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(css);
      });
    },
    generateBundle() {
      // The client build only: the prerender (server) build has no use for the files.
      if (this.environment?.name !== 'client') return;
      for (const [file, css] of readThemes()) {
        this.emitFile({type: 'asset', fileName: `assets/${file}`, source: css});
      }
    },
  };
}
