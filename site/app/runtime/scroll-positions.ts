/**
 * Where the page was in each history entry, by the entry's key (see `keyEveryHistoryEntry`), one
 * `sessionStorage` item per entry, so Back and Forward find it also after a reload of the tab.
 * Storage that is blocked or throws is survived: the position is just not kept.
 */
const PREFIX = 'docs-scroll:';

/** The position the page had in history entry `key` when the visitor last left it. */
export function savedPosition(key: string): number | undefined {
  try {
    const saved = window.sessionStorage.getItem(PREFIX + key);
    const y = saved === null ? NaN : Number(saved);
    return Number.isFinite(y) ? y : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the position the page has in history entry `key`. */
export function savePosition(key: string, y: number): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, String(y));
  } catch {
    // A convenience: losing it is fine.
  }
}
