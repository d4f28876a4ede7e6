/**
 * Whether an error is a chunk of code that could not be downloaded. Some browsers (Chromium 147)
 * remember a failed `import()` of a URL for the life of the page: asking for it again fails at
 * once, with no request, so only a new page load is sure to try it again. (Data is fetched rather
 * than imported, such as the search index, so that a "Try again" in the page works for it.)
 *
 * A module apart from `loadOnce`, which every page loads first: only the documentation pages'
 * error boundary needs it.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
