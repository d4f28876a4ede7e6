/** The modules of site/vite/docs-content-plugin.ts. */
// An ambient module cannot import relative paths, so its types come through `import()` types.
/* eslint-disable @typescript-eslint/consistent-type-imports */
// The loaders of each kind of content, by key: one module per kind, each `import()` a chunk.
declare module 'virtual:docs/loaders/overview' {
  /** By `<section>/<item id>`. */
  export const loaders: Record<
    string,
    () => Promise<{default: import('./doc-content').DocContent}>
  >;
}
declare module 'virtual:docs/loaders/api' {
  /** By `<section>/<item id>`. */
  export const loaders: Record<
    string,
    () => Promise<{default: import('./api-reference').ApiReference}>
  >;
}
declare module 'virtual:docs/loaders/guide' {
  /** By guide id. */
  export const loaders: Record<
    string,
    () => Promise<{default: import('./doc-content').DocContent}>
  >;
}
declare module 'virtual:docs/loaders/examples' {
  /** By `<section>/<item id>`. */
  export const loaders: Record<
    string,
    () => Promise<{default: import('./doc-content').ExamplesPage}>
  >;
}
declare module 'virtual:docs/loaders/example-source' {
  /** By example id. */
  export const loaders: Record<
    string,
    () => Promise<{default: import('./doc-content').ExampleSource[]}>
  >;
}

declare module 'virtual:docs/search-index' {
  /**
   * The URL of the search index: a JSON array of packed documents (see `tools/search`), written
   * as a hashed asset by the build.
   */
  const url: string;
  export default url;
}

declare module 'virtual:docs/live-modules' {
  type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

  /** Every entry point of the library, by import specifier (`@material-react/cdk/a11y`). */
  export const libraryModules: Loaders;
  /** The Material Symbols icons the examples import, by specifier (`…/outlined/add.svg?raw`). */
  export const iconModules: Loaders;
}

declare module 'virtual:docs/library-packages' {
  /** A packed package of the library, served with the site. */
  interface LibraryTarball {
    /** The name `npm pack` gave it: `material-react-cdk-1.0.0.tgz`. */
    fileName: string;
    url: string;
  }

  /** The version of `@material-react/cdk` and `@material-react/material`. */
  export const libraryVersion: string;
  /** The version ranges a downloaded example project depends on, by package name. */
  export const projectVersions: Readonly<Record<string, string>>;
  /** The two tarballs, or `null` when the packages come from the npm registry. */
  export const libraryTarballs: {cdk: LibraryTarball; material: LibraryTarball} | null;
}
