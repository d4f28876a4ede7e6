'use client';

import {OverlayPortal} from '@material-react/cdk/overlay';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {createRoot} from 'react-dom/client';
import {SnackBarStore, type SnackBarConfig, type SnackBarRef} from './snack-bar-store';
import {SnackBarView} from './snack-bar-view';

const SnackBarContext = createContext<SnackBarStore | null>(null);

/** The store used where no {@link SnackBarProvider} is mounted. */
const defaultStore = new SnackBarStore();

/** Props of {@link SnackBarHost}. */
interface SnackBarHostProps {
  /** The store whose snack bar is shown. */
  store: SnackBarStore;
}

/** Renders the current snack bar of `store` in the overlay container. */
function SnackBarHost({store}: SnackBarHostProps) {
  const current = useSyncExternalStore(store.subscribe, store.getCurrent, () => null);
  useEffect(() => store.attachHost(), [store]);
  if (!current) return null;
  return (
    <OverlayPortal>
      <SnackBarView key={current.id} snackBar={current} />
    </OverlayPortal>
  );
}

/**
 * Mounts a host for the default store the first time a snack bar opens without any provider, so
 * `useSnackBar` works in an app that never rendered a `SnackBarProvider`.
 */
function ensureDefaultHost(): void {
  if (defaultStore.hasHost() || typeof document === 'undefined') return;
  const element = document.createElement('div');
  element.className = 'mat-snack-bar-host';
  element.style.display = 'contents';
  document.body.appendChild(element);
  // Counted at once: a second `open` before the root has rendered must not mount another host.
  defaultStore.attachHost();
  createRoot(element).render(<SnackBarHost store={defaultStore} />);
}

/** Props of {@link SnackBarProvider}. */
export interface SnackBarProviderProps {
  /** The part of the app whose `useSnackBar` calls this provider serves. */
  children?: ReactNode;
}

/**
 * Owns the snack bar of the part of the app inside it and renders it in the overlay container
 * (nothing during server rendering). Optional: without one, the first snack bar mounts a host of
 * its own at the end of `<body>`; a provider keeps the snack bar inside your React tree, so it
 * sees your context (theme, direction).
 */
export function SnackBarProvider({children}: SnackBarProviderProps) {
  const [store] = useState(() => new SnackBarStore());
  return (
    <SnackBarContext.Provider value={store}>
      {children}
      <SnackBarHost store={store} />
    </SnackBarContext.Provider>
  );
}

/** What {@link useSnackBar} returns. */
export interface SnackBarController {
  /**
   * Shows a snack bar with `message` and, if given, an `action` button, replacing the one on
   * screen. The message is announced to screen reader users.
   */
  open: (message: string, action?: string, config?: SnackBarConfig) => SnackBarRef;
  /** Closes the snack bar on screen, if any. */
  dismiss: () => void;
}

/**
 * Opens snack bars: brief messages at the edge of the screen about something the app did, with
 * at most one action. Call `open` from an event handler or effect, never during render.
 *
 * ```tsx
 * const snackBar = useSnackBar();
 * const ref = snackBar.open('Message archived', 'Undo');
 * ref.onAction().then(restore);
 * ```
 */
export function useSnackBar(): SnackBarController {
  const provided = useContext(SnackBarContext);
  const store = provided ?? defaultStore;
  return useMemo(
    () => ({
      open: (message, action, config) => {
        if (store === defaultStore) ensureDefaultHost();
        return store.open(message, action, config);
      },
      dismiss: () => store.dismiss(),
    }),
    [store],
  );
}
