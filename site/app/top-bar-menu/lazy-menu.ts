import {useRef, useState} from 'react';
import {forgetFailedLoads, loadOnce, preload as preloadOnce} from '../runtime/load-once';

/**
 * Why a menu is not open after a press: its code failed to load once (a press may try again), or
 * failed again, which in some browsers is for good (see `isChunkLoadError`: only a new page load
 * tries it again).
 */
export type LazyMenuFailure = 'try-again' | 'reload';

/** What {@link useLazyMenu} gives a top-bar menu. */
export interface LazyMenu<T> {
  /** The content's module, once it has loaded. */
  module: T | null;
  /** Whether the menu is open: pass to `<Menu open>`. */
  open: boolean;
  /** Pass to `<Menu onOpenChange>`: opening waits for the content's code. */
  onOpenChange: (open: boolean) => void;
  /** Starts loading the content's code: on the trigger's pointer enter and focus. */
  preload: () => void;
  /** Whether the last attempt to open failed to load the code (say so in a `role="alert"`). */
  failure: LazyMenuFailure | null;
}

/**
 * A menu of the top bar whose content (the menu's panel and items) is a chunk of its own, so
 * that the page does not load it to become interactive: it loads when the pointer or the focus
 * reaches the trigger, or at the latest when the menu opens, which then waits for it. The code is
 * the load of `key` (see `loadOnce`): the hover or focus preloads it, and each opening is an
 * explicit ask, which tries a failed load again; a second failure in a row asks for a page load
 * instead.
 */
export function useLazyMenu<T>(key: string, load: () => Promise<T>): LazyMenu<T> {
  const [module, setModule] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<LazyMenuFailure | null>(null);
  /** Whether an opening has failed before (once the code loads, failures are over). */
  const failedBefore = useRef(false);

  const preload = () => {
    void preloadOnce(key, load).then((loaded) => loaded && setModule(() => loaded));
  };

  const onOpenChange = (next: boolean) => {
    setFailure(null);
    if (!next || module) {
      setOpen(next);
      return;
    }
    forgetFailedLoads(key);
    loadOnce(key, load).then(
      (loaded) => {
        setModule(() => loaded);
        setOpen(true);
      },
      () => {
        setFailure(failedBefore.current ? 'reload' : 'try-again');
        failedBefore.current = true;
      },
    );
  };

  return {module, open, onOpenChange, preload, failure};
}

/** The words of a menu's `role="alert"` for a failure of {@link useLazyMenu}, or nothing. */
export function lazyMenuFailureMessage(menuName: string, failure: LazyMenuFailure | null): string {
  if (!failure) return '';
  const next = failure === 'reload' ? 'reload the page' : 'try again';
  return `The ${menuName} menu could not be loaded. Check your connection, then ${next}.`;
}
