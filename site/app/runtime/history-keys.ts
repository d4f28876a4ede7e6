/** Gives the current history entry a key of its own (in the router's format), if it has none. */
function keyCurrentEntry() {
  const state = window.history.state as {key?: string} | null;
  if (!state?.key) {
    window.history.replaceState({...state, key: Math.random().toString(36).slice(2, 10)}, '');
  }
}

/**
 * Makes every history entry the app meets carry a key of its own, which is what the scroll
 * positions are remembered by (see `savePosition`).
 *
 * The router keys the entries it creates, but the entry a visit starts on and those a plain
 * `#fragment` link creates (the table of contents) carry no state, and the router calls them all
 * "default": their positions would overwrite one another. Call this before the router is created,
 * so its first location reads the new key and its listener for Back and Forward runs after this
 * one's.
 */
export function keyEveryHistoryEntry() {
  keyCurrentEntry();
  window.addEventListener('popstate', keyCurrentEntry);
}
