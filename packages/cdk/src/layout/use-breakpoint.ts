'use client';

import {useCallback, useMemo, useState, useSyncExternalStore} from 'react';
import {BreakpointObserver, toQueryList, type BreakpointState} from './breakpoint-observer';

/**
 * The state of one or more media queries, such as the named {@link Breakpoints}, kept up to date
 * as the window changes. On the server and during hydration no query matches, so the first
 * client render agrees with the prerendered HTML; the real state follows right after.
 *
 * ```tsx
 * const {breakpoints} = useBreakpoint([Breakpoints.XSmall, Breakpoints.Small]);
 * const narrow = breakpoints[Breakpoints.XSmall];
 * ```
 */
export function useBreakpoint(queries: string | readonly string[]): BreakpointState {
  const key = toQueryList(queries).join('\n');
  const list = useMemo(() => (key ? key.split('\n') : []), [key]);
  const [observer] = useState(() => new BreakpointObserver());

  const subscribe = useCallback(
    (onStoreChange: () => void) => observer.observe(list, onStoreChange),
    [observer, list],
  );
  // A string snapshot compares by value, so an unchanged state never re-renders.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => list.map((query) => (observer.isMatched(query) ? '1' : '0')).join(''),
    () => '0'.repeat(list.length),
  );

  return useMemo(() => {
    const breakpoints: Record<string, boolean> = {};
    list.forEach((query, index) => {
      breakpoints[query] = snapshot[index] === '1';
    });
    return {matches: snapshot.includes('1'), breakpoints};
  }, [list, snapshot]);
}

/**
 * Whether a media query matches, kept up to date. `false` on the server and during hydration.
 *
 * ```tsx
 * const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
 * ```
 */
export function useMediaQuery(query: string): boolean {
  return useBreakpoint(query).matches;
}
