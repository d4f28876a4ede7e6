import {use} from 'react';

type Loaders<T> = Record<string, () => Promise<{default: T}>>;

const cache = new Map<string, Promise<unknown>>();

/**
 * Reads one lazily loaded module of documentation content, suspending until it arrives. The
 * promise is shared by every reader of the same key, so the prerendered HTML and the hydrating
 * page wait for the same chunk; a failed load is forgotten, so a later render tries again.
 * Returns `undefined` for a key with no content.
 */
export function useContent<T>(kind: string, loaders: Loaders<T>, key: string): T | undefined {
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
  return use(promise);
}
