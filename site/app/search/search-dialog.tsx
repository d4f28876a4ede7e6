import closeIcon from '@material-symbols/svg-400/outlined/close.svg?raw';
import historyIcon from '@material-symbols/svg-400/outlined/history.svg?raw';
import searchIcon from '@material-symbols/svg-400/outlined/search.svg?raw';
import {useCombobox, useComboboxState, type Combobox} from '@material-react/cdk/combobox';
import {Dialog, DialogClose, DialogContent} from '@material-react/material/dialog';
import {Icon} from '@material-react/material/icon';
import {useDeferredValue, useMemo, useRef, useState} from 'react';
import {AppLink} from '../runtime/app-link';
import {preload} from '../runtime/load-once';
import {useLoad} from '../runtime/use-load';
import {HighlightedText} from './highlighted-text';
import {loadSearchEngine, SEARCH_ENGINE_KEY} from './load-search-engine';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  type RecentSearch,
} from './recent-searches';
import type {SearchResult} from './search-engine';
import {SearchElsewhere, searchPagePath} from './search-links';
import './search.css';

/** How many results each group shows in the dialog; the search page shows them all. */
const RESULTS_PER_GROUP = 5;
const SEE_ALL_KEY = 'see-all';
const storage = () => window.localStorage;

function ResultOption({
  combobox,
  optionKey,
  to,
  icon,
  title,
  location,
  excerpt,
  onNavigate,
}: {
  combobox: Combobox;
  optionKey: string;
  to: string;
  icon?: string;
  title: React.ReactNode;
  location: string;
  excerpt?: React.ReactNode;
  onNavigate: () => void;
}) {
  const id = combobox.getOptionId(optionKey);
  // The option is named by its title alone; where it lives and the excerpt sit beside it in the
  // row (the option's link covers the whole row) and are read as its description.
  return (
    <div className="docs-search-row" role="presentation">
      <AppLink
        to={to}
        {...combobox.getOptionProps(optionKey)}
        aria-describedby={excerpt ? `${id}-location ${id}-excerpt` : `${id}-location`}
        className="docs-search-option"
        // The combobox chooses on click (Enter clicks the active link); the link navigates.
        onClick={(event) => {
          combobox.getOptionProps(optionKey).onClick(event);
          onNavigate();
        }}
      >
        {icon && <Icon svg={icon} className="docs-search-option-icon" />}
        <span className="docs-search-option-title">{title}</span>
      </AppLink>
      <span id={`${id}-location`} className="docs-search-option-location">
        {location}
      </span>
      {excerpt && (
        <span id={`${id}-excerpt`} className="docs-search-option-excerpt">
          {excerpt}
        </span>
      )}
    </div>
  );
}

// The engine and the index start loading as this module's code arrives, for a dialog about to
// open (see `SearchButton`): this small chunk starts the rest, so that the engine's loader is
// not in every page's initial code.
void preload(SEARCH_ENGINE_KEY, loadSearchEngine);

/**
 * The search dialog: a combobox whose results, grouped by kind, are always shown under it.
 * Arrow keys move, Enter opens the active result (a client navigation to the exact heading, API
 * row or example), Escape closes and focus goes back where it was. With the field empty it shows
 * the recent searches. Loaded only when search is first opened.
 */
export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [engineState, retry] = useLoad(SEARCH_ENGINE_KEY, loadSearchEngine);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecentSearches(storage));
  const deferredQuery = useDeferredValue(query);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const trimmed = deferredQuery.trim();

  const found = useMemo(
    () =>
      engineState.status === 'ready' && trimmed
        ? engineState.value.search(trimmed, {perGroup: RESULTS_PER_GROUP})
        : undefined,
    [engineState, trimmed],
  );
  const shown = useMemo(
    () => new Map(found?.groups.flatMap((group) => group.results.map((r) => [key(r), r]))),
    [found],
  );

  const close = () => onOpenChange(false);
  const choose = (chosen: string) => {
    const result = shown.get(chosen);
    const recentEntry = recent.find((entry) => `recent:${entry.url}` === chosen);
    const search = result
      ? {
          query: trimmed,
          title: result.document.title,
          location: result.document.location,
          url: result.document.url,
        }
      : recentEntry;
    if (!search) return;
    setRecent(addRecentSearch(storage, search));
    // Loaded as the app's page views load it, by a dynamic import: imported here, the analytics
    // chunk would be preloaded with this one, a link to a module the page already has, on which
    // Firefox fires an error event.
    import('../analytics/site-analytics').then(
      ({getSiteAnalytics}) => getSiteAnalytics().reportSearch(search.query),
      () => {},
    );
    // The next opening starts afresh, with the recent searches.
    setQuery('');
  };

  const state = useComboboxState({inputValue: query, onInputValueChange: setQuery});
  const combobox = useCombobox(state, {
    inline: true,
    autoActiveFirstOption: true,
    wrap: true,
    listboxLabel: 'Search results',
    resultsMessage: (count) =>
      !trimmed ? '' : count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`,
    onChoose: choose,
  });

  const showRecent = !trimmed && recent.length > 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-label="Search the documentation"
        className="docs-search-dialog"
        width={640}
        maxWidth={640}
        fullScreen="(max-width: 719.98px)"
      >
        <div className="docs-search-field">
          <Icon svg={searchIcon} className="docs-search-field-icon" />
          <input
            {...combobox.inputProps}
            ref={(element) => {
              combobox.inputProps.ref(element);
              inputRef.current = element;
            }}
            type="text"
            aria-label="Search the documentation"
            placeholder="Search components, API, examples and guides"
            className="docs-search-input"
            spellCheck={false}
            enterKeyHint="go"
          />
          <DialogClose className="docs-search-close" aria-label="Close search">
            <Icon svg={closeIcon} />
          </DialogClose>
        </div>
        <div className="docs-search-body">
          <div
            {...combobox.listboxProps}
            className="docs-search-listbox"
            // Busy while the results are catching up with the typing, or the index is loading.
            aria-busy={query.trim() !== trimmed || (!!trimmed && engineState.status === 'loading')}
          >
            {showRecent && (
              <div {...combobox.getGroupProps('recent')} className="docs-search-group">
                <div {...combobox.getGroupLabelProps('recent')} className="docs-search-group-label">
                  Recent searches
                </div>
                {recent.map((entry) => (
                  <ResultOption
                    key={entry.url}
                    combobox={combobox}
                    optionKey={`recent:${entry.url}`}
                    to={entry.url}
                    icon={historyIcon}
                    title={entry.title}
                    location={`${entry.location} · searched for “${entry.query}”`}
                    onNavigate={close}
                  />
                ))}
              </div>
            )}
            {found?.groups.map((group) => (
              <div
                key={group.group}
                {...combobox.getGroupProps(group.group)}
                className="docs-search-group"
              >
                <div
                  {...combobox.getGroupLabelProps(group.group)}
                  className="docs-search-group-label"
                >
                  {group.group}
                </div>
                {group.results.map((result) => (
                  <ResultOption
                    key={key(result)}
                    combobox={combobox}
                    optionKey={key(result)}
                    to={result.document.url}
                    title={<HighlightedText parts={result.title} />}
                    location={result.document.location}
                    excerpt={
                      result.excerpt.length > 0 ? <HighlightedText parts={result.excerpt} /> : null
                    }
                    onNavigate={close}
                  />
                ))}
              </div>
            ))}
            {found && found.results.length > 0 && (
              <AppLink
                to={searchPagePath(trimmed)}
                {...combobox.getOptionProps(SEE_ALL_KEY)}
                className="docs-search-option docs-search-see-all"
                onClick={(event) => {
                  combobox.getOptionProps(SEE_ALL_KEY).onClick(event);
                  close();
                }}
              >
                See all {found.results.length} results for “{trimmed}”
              </AppLink>
            )}
          </div>
          {engineState.status === 'loading' && trimmed && (
            <p className="docs-search-message">Loading search…</p>
          )}
          {engineState.status === 'failed' && (
            <div className="docs-search-message" role="alert">
              <p>Search could not be loaded. Check your connection and try again.</p>
              <button type="button" className="docs-search-retry" onClick={retry}>
                Try again
              </button>
            </div>
          )}
          {found && found.results.length === 0 && (
            <div className="docs-search-message">
              <p>
                No results for “<strong>{trimmed}</strong>”.
              </p>
              <SearchElsewhere onNavigate={close} />
            </div>
          )}
          {!trimmed && !showRecent && engineState.status !== 'failed' && (
            <p className="docs-search-message">
              Search the components, the CDK, the guides, every API symbol and member, and the
              examples by title or id.
            </p>
          )}
          {showRecent && (
            <button
              type="button"
              className="docs-search-clear"
              onClick={() => {
                clearRecentSearches(storage);
                setRecent([]);
                // The button goes away with the list; focus goes back to the field.
                inputRef.current?.focus();
              }}
            >
              Clear recent searches
            </button>
          )}
        </div>
        <div className="docs-search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>Enter</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const key = (result: SearchResult) => `result-${result.document.id}`;
