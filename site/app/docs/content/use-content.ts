import {use} from 'react';

type Loaders<T> = Record<string, () => Promise<{default: T}>>;

const cache = new Map<string, Promise<unknown>>();

/**
 * Starts loading one module of documentation content, once: every caller with the same key
 * shares the promise. A failed load is forgotten, so a later call tries again. Returns
 * `undefined` for a key with no content.
 */
export function loadContent<T>(
  kind: string,
  loaders: Loaders<T>,
  key: string,
): Promise<T> | undefined {
  if (!Object.hasOwn(loaders, key)) return undefined;
  const cacheKey = `${kind}:${key}`;
  let promise = cache.get(cacheKey) as Promise<T> | undefined;
  if (!promise) {
    promise = loaders[key]!().then(
      (module) => module.default,
      (error: unknown) => {
        cache.delete(cacheKey);
        throw error;
      },
    );
    cache.set(cacheKey, promise);
  }
  return promise;
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
