const loads = new Map<string, Promise<unknown>>();
const failedKeys = new Set<string>();

/**
 * Starts a lazy load (a chunk of code, a data file) once per key: every caller with the same key
 * shares one promise, while it is pending and once it has succeeded.
 *
 * The retry policy, the site's only one: a load that failed stays failed for every read that is
 * not an explicit ask (a render that React retries, which reads the promise again each time; an
 * effect that runs again), so that nothing fetches anew in a loop or behind the visitor's back,
 * and the failure is shown instead. An explicit ask forgets it with {@link forgetFailedLoads} (a
 * visitor's "Try again", or a press that opens what needs it, a menu or search), and the next
 * read starts it again. A {@link preload} forgets its own failure at once, so that the ask it
 * was made for tries again.
 *
 * Trying again in the page may not be enough for code: see `isChunkLoadError`.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = loads.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    promise.catch(() => failedKeys.add(key));
    loads.set(key, promise);
  }
  return promise;
}

/**
 * Forgets the load of `key` if it failed, or every load that failed when no key is given (a
 * "Try again" that does not know which loads its part of the page made), so that the next
 * {@link loadOnce} of each starts it again. Loads pending or done are kept.
 */
export function forgetFailedLoads(key?: string) {
  for (const failed of key === undefined ? failedKeys : [key]) {
    if (failedKeys.delete(failed)) loads.delete(failed);
  }
}

/**
 * Starts a load ahead of a likely ask (the pointer or the focus reaching what needs it), see
 * {@link loadOnce}. A preload is a guess: if it fails, the failure is forgotten at once, so that
 * the ask it prepared for tries again and, if that fails too, shows it. Resolves with the value,
 * or with nothing when the load failed.
 */
export function preload<T>(key: string, load: () => Promise<T>): Promise<T | void> {
  return loadOnce(key, load).catch(() => forgetFailedLoads(key));
}
