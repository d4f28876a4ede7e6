import {use} from 'react';

type Loaders<T> = Record<string, () => Promise<{default: T}>>;

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

/**
 * Starts loading one module of documentation content, once (see {@link loadOnce}). Returns
 * `undefined` for a key with no content.
 */
export function loadContent<T>(
  kind: string,
  loaders: Loaders<T>,
  key: string,
): Promise<T> | undefined {
  if (!Object.hasOwn(loaders, key)) return undefined;
  return loadOnce(`${kind}:${key}`, () => loaders[key]!().then((module) => module.default));
}

/**
 * Reads one lazily loaded module of documentation content, suspending until it arrives. The
 * prerendered HTML and the hydrating page wait for the same chunk (see {@link loadContent}).
 * Returns `undefined` for a key with no content.
 */
export function useContent<T>(kind: string, loaders: Loaders<T>, key: string): T | undefined {
  const promise = loadContent(kind, loaders, key);
  return promise ? use(promise) : undefined;
}
