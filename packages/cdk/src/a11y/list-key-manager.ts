/** The arrow keys a list responds to. */
export type ListOrientation = 'vertical' | 'horizontal' | 'both';

/** The subset of a keyboard event the list key manager reads. */
export interface ListKeyboardEvent {
  /** The key's value, as in `KeyboardEvent.key`. */
  readonly key: string;
  /** Whether Alt was held: the manager ignores modified keys. */
  readonly altKey?: boolean;
  /** Whether Control was held: the manager ignores modified keys. */
  readonly ctrlKey?: boolean;
  /** Whether Meta was held: the manager ignores modified keys. */
  readonly metaKey?: boolean;
  /** Whether Shift was held. */
  readonly shiftKey?: boolean;
}

/** Options of {@link ListKeyManager}. */
export interface ListKeyManagerOptions<T> {
  /**
   * Whether moving past the last item goes to the first, and before the first to the last.
   * @default false
   */
  wrap?: boolean;
  /**
   * Which arrow keys move: Up/Down (`vertical`), Left/Right (`horizontal`, mirrored for
   * right-to-left text) or all four.
   * @default 'vertical'
   */
  orientation?: ListOrientation;
  /**
   * The text direction, which decides what Left and Right mean.
   * @default 'ltr'
   */
  direction?: 'ltr' | 'rtl';
  /**
   * Whether Home and End move to the first and last item.
   * @default true
   */
  homeAndEnd?: boolean;
  /**
   * Whether typing printable characters moves to the next item whose label starts with them.
   * @default true
   */
  typeahead?: boolean;
  /**
   * How long typed characters add up to one search, in milliseconds.
   * @default 500
   */
  typeaheadTimeout?: number;
  /** Returns whether navigation skips an item, such as a disabled one. By default none is skipped. */
  skipPredicate?: (item: T) => boolean;
  /** Returns the text typeahead matches against. Required for typeahead to find anything. */
  getLabel?: (item: T) => string;
  /**
   * Called when navigation (a key, a typeahead match or a `set…Active` call) makes another item
   * active. Focus it here, or update a roving `tabindex`.
   */
  onActiveItemChange?: (item: T, index: number) => void;
}

/**
 * Keyboard navigation for a list of items, free of any framework: arrow keys (wrapping if asked),
 * Home/End and typeahead, skipping items the skip predicate rejects. It tracks the active index
 * only; what "active" looks like (focus, `aria-activedescendant`, a roving `tabindex`) is up to the
 * `onActiveItemChange` callback.
 *
 * ```ts
 * const manager = new ListKeyManager(() => [...list.querySelectorAll('li')], {
 *   wrap: true,
 *   getLabel: (item) => item.textContent ?? '',
 *   onActiveItemChange: (item) => item.focus(),
 * });
 * list.addEventListener('keydown', (event) => manager.onKeydown(event) && event.preventDefault());
 * ```
 */
export class ListKeyManager<T> {
  readonly #getItems: () => readonly T[];
  #options: ListKeyManagerOptions<T>;
  #activeIndex = -1;
  #typeaheadQuery = '';
  #typeaheadTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param getItems Returns the current items in order; called on every key so the list can change.
   * @param options Behaviour options.
   */
  constructor(getItems: () => readonly T[], options: ListKeyManagerOptions<T> = {}) {
    this.#getItems = getItems;
    this.#options = options;
  }

  /** Changes some options, keeping the active item and any typeahead under way. */
  configure(options: Partial<ListKeyManagerOptions<T>>): void {
    this.#options = {...this.#options, ...options};
  }

  /** The index of the active item, or -1 when there is none. */
  get activeIndex(): number {
    return this.#activeIndex;
  }

  /** The active item, or `null` when there is none. */
  get activeItem(): T | null {
    return this.#getItems()[this.#activeIndex] ?? null;
  }

  /** Makes the item at `index` (or the given item) active and reports it, even if it already was. */
  setActiveItem(target: number | T): void {
    const items = this.#getItems();
    const index = typeof target === 'number' ? target : items.indexOf(target);
    const item = items[index];
    if (item === undefined) return;
    this.#activeIndex = index;
    this.#options.onActiveItemChange?.(item, index);
  }

  /**
   * Records which item is active without reporting a change, e.g. after the pointer focused one.
   * Pass -1 (or an item not in the list) for none.
   */
  updateActiveItem(target: number | T): void {
    const items = this.#getItems();
    const index = typeof target === 'number' ? target : items.indexOf(target);
    this.#activeIndex = index >= 0 && index < items.length ? index : -1;
  }

  /** Makes the first item that is not skipped active. */
  setFirstItemActive(): void {
    this.#activateFrom(0, 1);
  }

  /** Makes the last item that is not skipped active. */
  setLastItemActive(): void {
    this.#activateFrom(this.#getItems().length - 1, -1);
  }

  /** Makes the next item that is not skipped active, wrapping if the list wraps. */
  setNextItemActive(): void {
    this.#step(1);
  }

  /** Makes the previous item that is not skipped active, wrapping if the list wraps. */
  setPreviousItemActive(): void {
    this.#step(-1);
  }

  /**
   * Handles a key press. Returns whether the key was used, in which case the caller should call
   * `preventDefault()` on the event.
   */
  onKeydown(event: ListKeyboardEvent): boolean {
    const {orientation = 'vertical', direction = 'ltr', homeAndEnd = true} = this.#options;
    const vertical = orientation !== 'horizontal';
    const horizontal = orientation !== 'vertical';
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    const typed = this.#typeahead(event.key);
    if (typed) return true;
    // Any other key ends the search under way.
    this.#resetTypeahead();

    switch (event.key) {
      case 'ArrowDown':
        if (!vertical) return false;
        this.setNextItemActive();
        return true;
      case 'ArrowUp':
        if (!vertical) return false;
        this.setPreviousItemActive();
        return true;
      case forward:
        if (!horizontal) return false;
        this.setNextItemActive();
        return true;
      case backward:
        if (!horizontal) return false;
        this.setPreviousItemActive();
        return true;
      case 'Home':
        if (!homeAndEnd) return false;
        this.setFirstItemActive();
        return true;
      case 'End':
        if (!homeAndEnd) return false;
        this.setLastItemActive();
        return true;
      default:
        return false;
    }
  }

  /** Whether typed characters are waiting to be matched, e.g. to let Space extend a search. */
  get isTyping(): boolean {
    return this.#typeaheadQuery.length > 0;
  }

  /** Cancels the pending typeahead search. Call it when the list goes away. */
  destroy(): void {
    this.#resetTypeahead();
  }

  #resetTypeahead(): void {
    clearTimeout(this.#typeaheadTimer);
    this.#typeaheadQuery = '';
  }

  #isSkipped(item: T): boolean {
    return this.#options.skipPredicate?.(item) ?? false;
  }

  #activateFrom(start: number, delta: 1 | -1): void {
    const items = this.#getItems();
    for (let index = start; index >= 0 && index < items.length; index += delta) {
      if (!this.#isSkipped(items[index] as T)) {
        this.setActiveItem(index);
        return;
      }
    }
  }

  #step(delta: 1 | -1): void {
    const items = this.#getItems();
    const count = items.length;
    if (count === 0) return;
    if (this.#activeIndex < 0) {
      if (delta === 1) this.setFirstItemActive();
      else this.setLastItemActive();
      return;
    }
    for (let offset = 1; offset <= count; offset++) {
      let index = this.#activeIndex + delta * offset;
      if (this.#options.wrap) index = (index + count) % count;
      else if (index < 0 || index >= count) return;
      if (!this.#isSkipped(items[index] as T)) {
        this.setActiveItem(index);
        return;
      }
    }
  }

  #typeahead(key: string): boolean {
    const {typeahead = true, getLabel, typeaheadTimeout = 500} = this.#options;
    // One printable character; Space only continues a search already under way.
    if (!typeahead || !getLabel || [...key].length !== 1) return false;
    if (key === ' ' && !this.isTyping) return false;

    this.#typeaheadQuery += key.toLocaleLowerCase();
    clearTimeout(this.#typeaheadTimer);
    this.#typeaheadTimer = setTimeout(() => {
      this.#typeaheadQuery = '';
    }, typeaheadTimeout);

    // Typing one letter again and again cycles through the items that start with it.
    const query = [...this.#typeaheadQuery].every((char) => char === this.#typeaheadQuery[0])
      ? (this.#typeaheadQuery[0] ?? '')
      : this.#typeaheadQuery;
    const items = this.#getItems();
    const count = items.length;
    // A longer query may still match the active item; a single letter moves on from it.
    const active = this.#activeIndex;
    const start = active < 0 ? 0 : query.length > 1 ? active : active + 1;
    for (let offset = 0; offset < count; offset++) {
      const index = (start + offset) % count;
      const item = items[index] as T;
      if (!this.#isSkipped(item) && getLabel(item).trim().toLocaleLowerCase().startsWith(query)) {
        this.setActiveItem(index);
        break;
      }
    }
    return true;
  }
}
