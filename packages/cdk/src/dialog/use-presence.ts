'use client';

import {useEffectEvent, useLayoutEffect, useState} from 'react';

/** The finite animations running on the elements themselves (not their descendants). */
function runningAnimations(elements: ReadonlyArray<Element | null>): Animation[] {
  return elements.flatMap((element) =>
    // jsdom and old browsers have no Web Animations API: nothing to wait for there.
    typeof element?.getAnimations === 'function'
      ? element
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      : [],
  );
}

/**
 * Whether something that opens and closes should still be rendered: while it is open, and after it
 * closes until the closing animations of the elements `getElements` returns (started by their
 * `data-state="closed"` styles) have finished. Without such animations, for instance when the user
 * asks for reduced motion, it goes at once, before the browser paints.
 */
export function usePresence(
  isOpen: boolean,
  getElements: () => ReadonlyArray<Element | null>,
): boolean {
  const [present, setPresent] = useState(isOpen);
  if (isOpen && !present) setPresent(true);
  // Reading the animations makes the browser apply the closed styles first.
  const closingAnimations = useEffectEvent(() => runningAnimations(getElements()));

  useLayoutEffect(() => {
    if (isOpen || !present) return;
    const animations = closingAnimations();
    if (animations.length === 0) {
      // Set here: only the rendered DOM tells whether a closing animation runs (before paint).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPresent(false);
      return;
    }
    let cancelled = false;
    // A cancelled animation (the dialog opened again) rejects `finished`; only settling matters.
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (!cancelled) setPresent(false);
    });
    return () => {
      cancelled = true;
    };
  }, [isOpen, present]);

  return isOpen || present;
}
