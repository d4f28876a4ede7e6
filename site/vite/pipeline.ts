/**
 * The site's build, part one: the Vite plugins, in order (used by `site/vite.config.ts`). Part
 * two, the steps that rewrite the client build once every page is prerendered, is
 * `AFTER_PRERENDER` in `after-prerender.ts` (run by the `buildEnd` of
 * `site/react-router.config.ts`). The two lists live apart because the two configs are loaded
 * apart: Vite bundles its config and hands package imports to Node, which cannot load the
 * library's TypeScript that the page-CSS step reads; React Router runs its config through
 * its module runner, where loading these plugins would add seconds to every load.
 * `site/vite/README.md` tells the whole pipeline, from `npm run build` to the MCP server's
 * bundle, and why each step is where it is.
 */
import {reactRouter} from '@react-router/dev/vite';
import type {PluginOption} from 'vite';
import {eagerCommonJsWrappersPlugin} from './compile-hints';
import {directEntryImports} from './direct-entry-imports-plugin';
import {docsContent} from './docs-content-plugin';
import {faviconPng} from './favicon-plugin';
import {libraryPackages} from './library-packages-plugin';
import {markdownTwins} from './markdown-twins-plugin';
import {reactRouterProduction} from './react-router-production-plugin';
import {sitemap} from './sitemap-plugin';
import {themeAssets} from './theme-assets-plugin';

/**
 * The Vite plugins of the site, for the build and the dev server. Vite runs each hook in the
 * order of this list, after Vite's own plugins and those marked `enforce: 'pre'`: React
 * Router's plugins see every module first. The site's own plugins share no path or file
 * (docs-content resolves every `virtual:docs/*` id but loads only its own, leaving
 * `virtual:docs/library-packages` to library-packages). Two share a module: docs-content and
 * markdown-twins both read the build's docs model (`docs-model/`), which renders each markdown
 * file once for both; docs-content tells it whether this is a build when the config is resolved,
 * before any plugin builds. So their order among themselves does not matter today; a plugin that
 * must follow another says so here.
 */
export function sitePlugins(): PluginOption[] {
  return [
    // React Router in framework mode: the routes, the client and server builds, and the
    // prerendering of every page the manifest lists, which ends with `buildEnd`
    // (`AFTER_PRERENDER` in after-prerender.ts).
    reactRouter(),
    // `/assets/<theme>.css`: the library's non-default theme stylesheets, a path the site's
    // contract fixes. Emitted into the client build; served by the dev server.
    themeAssets(),
    // `/favicon-32.png`: the pages' icon, drawn from the SVG mark. Emitted into the client build;
    // served by the dev server.
    faviconPng(),
    // `virtual:docs/*`: each page's content (overview, guide, API reference, examples tab), each
    // example's highlighted sources, the search index and what edited examples may import, all
    // rendered from the markdown, the example index and the TypeScript sources at build time,
    // so that the browser gets HTML and JSON and never a parser or a highlighter.
    docsContent(),
    // `virtual:docs/library-packages`: the library packed as npm tarballs for the examples'
    // downloads, by `tools/size/pack-and-measure.mjs` (which packs, then measures each entry
    // point's size from the tarballs) in a child process started with the build, so the rest of
    // the build goes on meanwhile.
    libraryPackages(),
    // `/sitemap.xml` and `/robots.txt`, listing every page the manifest prerenders.
    sitemap(),
    // The build only: every page's Markdown twin, the llms.txt files, and `site/build/docs-data/`
    // that the MCP server reads (`npm run build:mcp` bundles the server after this build).
    markdownTwins(),
    // The build only: named imports of the library's entry points go to the modules that define
    // them, so each chunk carries what it uses rather than whatever the barrel re-exports.
    directEntryImports(),
    // The client build only: React Router's production build instead of the development build
    // its package exports name. `enforce: 'pre'`, so it resolves before Vite's own resolver
    // wherever it stands in this list.
    reactRouterProduction(),
    // The client build only: React DOM's CommonJS wrapper (and React's) are compiled as the
    // framework chunk streams in, off the main thread, not when the client entry first runs.
    eagerCommonJsWrappersPlugin(),
  ];
}
