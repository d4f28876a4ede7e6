const callbacks = new Set<() => void>();

/**
 * Calls `callback` each time the visitor leaves a page for another in the app, before anything of
 * the page changes, until the returned function is called.
 */
export function whenLeavingPage(callback: () => void): () => void {
  callbacks.add(callback);
  return () => callbacks.delete(callback);
}

/** Says that the visitor is leaving the page: see {@link whenLeavingPage}. */
export function leavingPage(): void {
  for (const callback of callbacks) callback();
}
