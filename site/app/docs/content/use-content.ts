import {use} from 'react';
import {loadOnce, preload} from '../../runtime/load-once';
import {afterAppStart} from '../../runtime/start-guard';
import type {ApiReference} from './api-reference';
import type {DocContent, ExampleSource, ExamplesPage} from './doc-content';

/** What each kind of documentation content holds. */
export interface ContentByKind {
  overview: DocContent;
  api: ApiReference;
  guide: DocContent;
  examples: ExamplesPage;
  'example-source': ExampleSource[];
}
export type ContentKind = keyof ContentByKind;

interface LoaderModule {
  loaders: Record<string, () => Promise<{default: unknown}>>;
}

/**
 * The module of loaders of each kind (see `docs-content-plugin.ts`): loaded with the first page of
 * that kind.
 */
const LOADER_MODULES: Record<ContentKind, () => Promise<LoaderModule>> = {
  overview: () => import('virtual:docs/loaders/overview'),
  api: () => import('virtual:docs/loaders/api'),
  guide: () => import('virtual:docs/loaders/guide'),
  examples: () => import('virtual:docs/loaders/examples'),
  'example-source': () => import('virtual:docs/loaders/example-source'),
};

/** Loads one page's content of one kind; `null` for a key with no content. */
function fetchContent<K extends ContentKind>(kind: K, key: string) {
  return () =>
    afterAppStart(LOADER_MODULES[kind]).then(({loaders}) =>
      Object.hasOwn(loaders, key)
        ? // The build writes each kind's modules from that kind's content.
          loaders[key]!().then((module) => module.default as ContentByKind[K])
        : null,
    );
}

/**
 * Starts loading one page's content of one kind, once (see {@link loadOnce}); `null` for a key
 * with no content. While the page's shell is still hydrating, the load waits for it to finish
 * (see `afterAppStart`): the content is on screen already, prerendered, and the page should
 * become interactive first.
 */
export function loadContent<K extends ContentKind>(
  kind: K,
  key: string,
): Promise<ContentByKind[K] | null> {
  return loadOnce(`${kind}:${key}`, fetchContent(kind, key));
}

/**
 * Starts loading the content of a page the visitor is about to open, as a {@link preload}: a
 * failure is forgotten at once, so the page itself loads the content again and shows a failure.
 */
export function prefetchContent(kind: ContentKind, key: string) {
  void preload(`${kind}:${key}`, fetchContent(kind, key));
}

/**
 * Reads one page's content of one kind, suspending until it arrives (see {@link loadContent}).
 * The prerendered HTML and the hydrating page wait for the same chunk. `null` for a key with no
 * content.
 */
export function useContent<K extends ContentKind>(kind: K, key: string): ContentByKind[K] | null {
  return use(loadContent(kind, key));
}
