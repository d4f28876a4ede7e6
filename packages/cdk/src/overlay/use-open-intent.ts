'use client';

import {startTransition, useEffect, useState} from 'react';

/**
 * Whether an overlay's trigger looks about to be used: false until the pointer first enters
 * `trigger` or focus first moves into it, true from then on. Give it to `Overlay`'s `prerender`,
 * so that the overlay's content is made ready while the visitor reaches for the trigger rather
 * than in the press that opens it. A person's press comes a few hundred milliseconds after the
 * pointer arrives (or the trigger is tabbed to); a touch press sends the pointer's arrival with it,
 * and is no slower than without.
 *
 * The change is rendered as a transition, so it never holds up the input that caused it.
 * @param trigger the element to watch (null while there is none)
 * @param enabled whether to watch it; a disabled trigger is never opened
 */
export function useOpenIntent(trigger: Element | null, enabled = true): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (!trigger || !enabled || intent) return;
    const notice = () => startTransition(() => setIntent(true));
    trigger.addEventListener('pointerenter', notice);
    trigger.addEventListener('focusin', notice);
    return () => {
      trigger.removeEventListener('pointerenter', notice);
      trigger.removeEventListener('focusin', notice);
    };
  }, [trigger, enabled, intent]);
  return intent;
}
