import {use} from 'react';
import {afterAppStart} from '../../shell/start-guard';
import type {ApiReference} from './api-reference';
import type {DocContent, ExampleSource, ExamplesPage} from './doc-content';

const cache = new Map<string, Promise<unknown>>();
const failedKeys = new Set<string>();

/**
 * Starts a lazy load once per key: every caller with the same key shares the promise.
 *
 * A failed load stays failed until {@link forgetFailedLoads}. React reads a promise again each
 * time it retries a suspended render, and current browsers fetch a failed `import()` anew on
 * each call, so handing out a fresh promise after a failure would refetch in an endless loop
 * instead of showing the error.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    promise.catch(() => failedKeys.add(key));
    cache.set(key, promise);
  }
  return promise;
}

/** Drops the loads that failed, so that the next read of each starts it again ("Try again"). */
export function forgetFailedLoads() {
  for (const key of failedKeys) cache.delete(key);
  failedKeys.clear();
}

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
  return loadOnce(`${kind}:${key}`, () =>
    afterAppStart(LOADER_MODULES[kind]).then(({loaders}) =>
      Object.hasOwn(loaders, key)
        ? // The build writes each kind's modules from that kind's content.
          loaders[key]!().then((module) => module.default as ContentByKind[K])
        : null,
    ),
  );
}

/**
 * Reads one page's content of one kind, suspending until it arrives (see {@link loadContent}).
 * The prerendered HTML and the hydrating page wait for the same chunk. `null` for a key with no
 * content.
 */
export function useContent<K extends ContentKind>(kind: K, key: string): ContentByKind[K] | null {
  return use(loadContent(kind, key));
}
