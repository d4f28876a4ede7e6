import searchIcon from '@material-symbols/svg-400/outlined/search.svg?raw';
import {Icon} from '@material-react/material/icon';
import {useEffect, useEffectEvent, useState, type ComponentType} from 'react';
import {forgetFailedLoads, loadOnce, preload} from '../runtime/load-once';
import {isSearchShortcut} from './search-shortcut';

type SearchDialogComponent = ComponentType<{open: boolean; onOpenChange: (open: boolean) => void}>;

/** The key of the dialog's code (see `loadOnce`), which starts loading the engine and the index. */
const DIALOG_KEY = 'search-dialog';
const loadDialog = () => import('./search-dialog');

/** Fetches the dialog, the engine and the index ahead of a likely first use. */
function prepare() {
  void preload(DIALOG_KEY, loadDialog);
}

/**
 * The top bar's Search button, and the `/` and Ctrl+K (Cmd+K) shortcuts that open search from
 * anywhere but a text field. Only this button is in a page's initial code: the dialog, the
 * engine and the index load on the first hover, focus or opening.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<SearchDialogComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const show = () => {
    setFailed(false);
    if (Dialog) {
      setOpen(true);
      return;
    }
    // A press asks anew: a failed load of the dialog's code is tried again.
    forgetFailedLoads(DIALOG_KEY);
    loadOnce(DIALOG_KEY, loadDialog).then(
      (module) => {
        setDialog(() => module.default);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };

  const onShortcut = useEffectEvent(show);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="docs-search-button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <Icon svg={searchIcon} className="docs-search-button-icon" />
        <span className="docs-search-button-label" aria-hidden="true">
          Search
        </span>
        <kbd className="docs-search-button-key" aria-hidden="true">
          /
        </kbd>
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} />}
      <p className="docs-load-failure" role="alert">
        {failed && 'Search could not be loaded. Check your connection, then press Search again.'}
      </p>
    </>
  );
}
