import {useRef, useState} from 'react';

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
  failed: boolean;
}

/**
 * A menu of the top bar whose content (the menu's panel and items) is a chunk of its own, so
 * that the page does not load it to become interactive: it loads when the pointer or the focus
 * reaches the trigger, or at the latest when the menu opens, which then waits for it. A failed
 * load is forgotten, so that the next attempt tries again.
 */
export function useLazyMenu<T>(load: () => Promise<T>): LazyMenu<T> {
  const [module, setModule] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const loading = useRef<Promise<T> | null>(null);

  const fetchModule = () =>
    (loading.current ??= load().catch((error: unknown) => {
      loading.current = null;
      throw error;
    }));

  const preload = () => {
    fetchModule().then(
      (loaded) => setModule(() => loaded),
      () => {},
    );
  };

  const onOpenChange = (next: boolean) => {
    setFailed(false);
    if (!next || module) {
      setOpen(next);
      return;
    }
    fetchModule().then(
      (loaded) => {
        setModule(() => loaded);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };

  return {module, open, onOpenChange, preload, failed};
}
