'use client';

import {useLayoutEffect, useRef, type RefObject} from 'react';

/** The selector of the active tab or link inside a tab header. */
const ACTIVE_SELECTOR = '.mat-tab[data-active], .mat-tab-link[data-active]';

/**
 * Moves the ink bar (each tab's `::after`, shown only under the active one) from the previously
 * active tab to the new one. The new tab's bar first takes the old bar's place and width through
 * `--mat-tab-ink-x` and `--mat-tab-ink-scale` without a transition; removing them in the next
 * frame lets CSS animate it home. Only `transform` changes, so nothing else moves.
 *
 * Runs after every render of the header: the active element is read from the DOM, so it works
 * for links rendered by other components (`asChild`).
 */
export function useInkBar(container: RefObject<HTMLElement | null>): void {
  const previous = useRef<{element: Element; left: number; width: number} | null>(null);
  useLayoutEffect(() => {
    const active = container.current?.querySelector<HTMLElement>(ACTIVE_SELECTOR) ?? null;
    const last = previous.current;
    if (!active) {
      previous.current = null;
      return;
    }
    const rect = active.getBoundingClientRect();
    if (last && last.element !== active && last.element.isConnected && rect.width > 0) {
      active.style.setProperty('--mat-tab-ink-x', `${last.left - rect.left}px`);
      active.style.setProperty('--mat-tab-ink-scale', `${last.width / rect.width}`);
      active.setAttribute('data-ink-jump', '');
      // Applies the start position before the transition is turned back on.
      void active.offsetWidth;
      active.removeAttribute('data-ink-jump');
      active.style.removeProperty('--mat-tab-ink-x');
      active.style.removeProperty('--mat-tab-ink-scale');
    }
    previous.current = {element: active, left: rect.left, width: rect.width};
  });
}
