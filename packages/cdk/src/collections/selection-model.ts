/** What changed in a {@link SelectionModel}, reported to its subscribers. */
export interface SelectionChange<T> {
  /** The model that changed. */
  source: SelectionModel<T>;
  /** The values that were selected by the change. */
  added: T[];
  /** The values that were deselected by the change. */
  removed: T[];
}

/** A function called after every change of a {@link SelectionModel}. */
export type SelectionListener<T> = (change: SelectionChange<T>) => void;

/**
 * The selected values of a list, table or tree, free of any framework. In single-selection mode
 * (the default) selecting a value replaces the previous one; in multiple-selection mode values add
 * up. Every public operation reports at most one {@link SelectionChange} to the subscribers, with
 * all the values it added and removed.
 *
 * ```ts
 * const selection = new SelectionModel<string>(true, ['apples']);
 * const unsubscribe = selection.subscribe(({added, removed}) => console.log(added, removed));
 * selection.toggle('pears'); // logs ['pears'] []
 * selection.selected; // ['apples', 'pears']
 * ```
 */
export class SelectionModel<T> {
  readonly #multiple: boolean;
  readonly #emitChanges: boolean;
  readonly #compareWith: ((a: T, b: T) => boolean) | undefined;
  /** The selected values, in the order they were selected (or sorted). */
  #selection = new Set<T>();
  #selectedCache: readonly T[] | null = null;
  #listeners = new Set<SelectionListener<T>>();
  // The values added and removed by the operation under way, reported once when it ends.
  #added: T[] = [];
  #removed: T[] = [];

  /**
   * @param multiple Whether several values can be selected at once.
   * @param initiallySelected The values selected from the start (no change is reported for them).
   * @param emitChanges Whether changes are reported to the subscribers. Turn it off only when
   *   nothing needs to react to the selection, since {@link useSelectionModel} relies on it.
   * @param compareWith Decides whether two values are the same selection, e.g. by id, for values
   *   that are recreated (rows from a server). By default values are compared with `===`.
   */
  constructor(
    multiple = false,
    initiallySelected?: Iterable<T>,
    emitChanges = true,
    compareWith?: (a: T, b: T) => boolean,
  ) {
    this.#multiple = multiple;
    this.#emitChanges = emitChanges;
    this.#compareWith = compareWith;
    const initial = initiallySelected ? [...initiallySelected] : [];
    if (initial.length > 0) {
      if (multiple) initial.forEach((value) => this.#markSelected(value));
      else this.#markSelected(initial[0] as T);
      // The initial values are not a change.
      this.#added = [];
    }
  }

  /**
   * The selected values, in selection order. The array keeps its identity until the selection
   * changes, so it can serve as a snapshot for rendering.
   */
  get selected(): readonly T[] {
    this.#selectedCache ??= Object.freeze([...this.#selection]);
    return this.#selectedCache;
  }

  /**
   * Selects values (in single-selection mode: one value, replacing the previous one).
   * Returns whether the selection changed.
   * @throws When several values are passed in single-selection mode.
   */
  select(...values: T[]): boolean {
    this.#verifyValueAssignment(values);
    values.forEach((value) => this.#markSelected(value));
    return this.#emitChangeEvent();
  }

  /** Deselects values. Returns whether the selection changed. */
  deselect(...values: T[]): boolean {
    this.#verifyValueAssignment(values);
    values.forEach((value) => this.#unmarkSelected(value));
    return this.#emitChangeEvent();
  }

  /**
   * Makes the selection exactly these values: deselects the others and selects the missing ones.
   * Returns whether the selection changed.
   * @throws When several values are passed in single-selection mode.
   */
  setSelection(...values: T[]): boolean {
    this.#verifyValueAssignment(values);
    const wanted = values.map((value) => this.#getConcreteValue(value));
    for (const value of this.#selection) {
      if (!wanted.some((other) => this.#isSame(value, other))) this.#unmarkSelected(value);
    }
    wanted.forEach((value) => this.#markSelected(value));
    return this.#emitChangeEvent();
  }

  /** Selects a value that is not selected and deselects it otherwise. Returns whether it changed. */
  toggle(value: T): boolean {
    return this.isSelected(value) ? this.deselect(value) : this.select(value);
  }

  /** Deselects every value. Returns whether the selection changed. */
  clear(): boolean {
    for (const value of this.#selection) this.#unmarkSelected(value);
    return this.#emitChangeEvent();
  }

  /** Whether a value is selected (compared with `compareWith` when the model has one). */
  isSelected(value: T): boolean {
    return this.#find(value) !== undefined;
  }

  /** Whether no value is selected. */
  isEmpty(): boolean {
    return this.#selection.size === 0;
  }

  /** Whether at least one value is selected. */
  hasValue(): boolean {
    return this.#selection.size > 0;
  }

  /** Whether several values can be selected at once. */
  isMultipleSelection(): boolean {
    return this.#multiple;
  }

  /**
   * Sorts the selected values, as `Array.prototype.sort` would. Subscribers then get a change
   * with nothing added and nothing removed, so views showing the order update.
   */
  sort(compareFn?: (a: T, b: T) => number): void {
    if (!this.#multiple || this.#selection.size < 2) return;
    this.#selection = new Set([...this.#selection].sort(compareFn));
    this.#selectedCache = null;
    this.#notify({source: this, added: [], removed: []});
  }

  /**
   * Calls `listener` after every change. Returns a function that unsubscribes. The method is bound
   * to its model, so it can be passed around on its own (e.g. to `useSyncExternalStore`).
   */
  readonly subscribe = (listener: SelectionListener<T>): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  #isSame(a: T, b: T): boolean {
    return this.#compareWith ? this.#compareWith(a, b) : a === b;
  }

  #find(value: T): T | undefined {
    if (this.#selection.has(value)) return value;
    if (!this.#compareWith) return undefined;
    for (const selected of this.#selection) {
      if (this.#compareWith(value, selected)) return selected;
    }
    return undefined;
  }

  /** With `compareWith`, the value already selected that matches, so it keeps its identity. */
  #getConcreteValue(value: T): T {
    return this.#find(value) ?? value;
  }

  #markSelected(value: T): void {
    if (this.isSelected(value)) return;
    if (!this.#multiple) this.#unmarkAll();
    this.#selection.add(value);
    this.#selectedCache = null;
    this.#added.push(value);
  }

  #unmarkSelected(value: T): void {
    const selected = this.#find(value);
    if (selected === undefined) return;
    this.#selection.delete(selected);
    this.#selectedCache = null;
    this.#removed.push(selected);
  }

  #unmarkAll(): void {
    for (const value of this.#selection) this.#unmarkSelected(value);
  }

  #verifyValueAssignment(values: readonly T[]): void {
    if (values.length > 1 && !this.#multiple) {
      throw new Error(
        `SelectionModel: cannot select ${values.length} values in single-selection mode. ` +
          'Create the model with `multiple = true` to select several values.',
      );
    }
  }

  /** Reports the values the operation added and removed, if any. Returns whether there were. */
  #emitChangeEvent(): boolean {
    const added = this.#added;
    const removed = this.#removed;
    this.#added = [];
    this.#removed = [];
    const changed = added.length > 0 || removed.length > 0;
    if (changed) this.#notify({source: this, added, removed});
    return changed;
  }

  #notify(change: SelectionChange<T>): void {
    if (!this.#emitChanges) return;
    // A copy, so listeners may unsubscribe while being called.
    for (const listener of [...this.#listeners]) listener(change);
  }
}
