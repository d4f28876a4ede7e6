/** The modules of site/vite/docs-content-plugin.ts. */

/**
 * The loaders of one kind of content (`virtual:docs/loaders/<kind>`) by key: each `import()` is a
 * chunk with one page's content. What a kind's content is, `use-content.ts` says (`ContentByKind`).
 */
declare module 'virtual:docs/loaders/*' {
  export const loaders: Record<string, () => Promise<{default: unknown}>>;
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
  /** The other packages examples may import (form libraries), by name (`react-hook-form`). */
  export const packageModules: Loaders;
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
