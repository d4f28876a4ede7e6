/** The state of a set of media queries. */
export interface BreakpointState {
  /** Whether at least one of the queries matches. */
  matches: boolean;
  /** Whether each query matches, keyed by the query string. */
  breakpoints: Record<string, boolean>;
}

/** The `matchMedia` function of a window; a parameter so tests and iframes can bring their own. */
export type MatchMediaFunction = (query: string) => MediaQueryList;

/** Returns the page's `matchMedia`, or `null` where there is none (server rendering, old jsdom). */
export function getMatchMedia(): MatchMediaFunction | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return (query) => window.matchMedia(query);
}

/** Normalises the one-or-many queries argument to a list without duplicates. */
export function toQueryList(queries: string | readonly string[]): string[] {
  const list = typeof queries === 'string' ? [queries] : queries;
  return [...new Set(list.map((query) => query.trim()).filter(Boolean))];
}

/**
 * Watches media queries, without React. Each query gets one `MediaQueryList`, shared by every
 * listener; without `matchMedia` (during server rendering) nothing ever matches.
 *
 * ```ts
 * const observer = new BreakpointObserver();
 * const stop = observer.observe([Breakpoints.XSmall, Breakpoints.Small], (state) => {
 *   toolbar.dense = state.matches;
 * });
 * ```
 */
export class BreakpointObserver {
  private readonly mediaQueries = new Map<string, MediaQueryList>();
  private readonly matchMedia: MatchMediaFunction | null;

  /**
   * @param matchMedia The `matchMedia` to use; by default the page's, looked up when the observer
   *   is created.
   */
  constructor(matchMedia: MatchMediaFunction | null = getMatchMedia()) {
    this.matchMedia = matchMedia;
  }

  private mediaQuery(query: string): MediaQueryList | null {
    if (!this.matchMedia) return null;
    let list = this.mediaQueries.get(query);
    if (!list) {
      list = this.matchMedia(query);
      this.mediaQueries.set(query, list);
    }
    return list;
  }

  /** Returns the current state of `queries`. */
  getState(queries: string | readonly string[]): BreakpointState {
    const breakpoints: Record<string, boolean> = {};
    for (const query of toQueryList(queries)) {
      breakpoints[query] = this.mediaQuery(query)?.matches ?? false;
    }
    return {matches: Object.values(breakpoints).some(Boolean), breakpoints};
  }

  /** Whether at least one of `queries` matches now. */
  isMatched(queries: string | readonly string[]): boolean {
    return this.getState(queries).matches;
  }

  /**
   * Calls `listener` with the new state whenever one of `queries` starts or stops matching (not
   * at once: read {@link getState} for the current state). Returns the function that stops it.
   */
  observe(
    queries: string | readonly string[],
    listener: (state: BreakpointState) => void,
  ): () => void {
    const list = toQueryList(queries);
    const onChange = () => listener(this.getState(list));
    const mediaQueries = list
      .map((query) => this.mediaQuery(query))
      .filter((mediaQuery): mediaQuery is MediaQueryList => mediaQuery !== null);
    mediaQueries.forEach((mediaQuery) => mediaQuery.addEventListener('change', onChange));
    return () => {
      mediaQueries.forEach((mediaQuery) => mediaQuery.removeEventListener('change', onChange));
    };
  }
}
