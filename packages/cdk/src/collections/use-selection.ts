'use client';

import {useState, useSyncExternalStore} from 'react';
import {SelectionModel} from './selection-model';

/**
 * The selected values of a {@link SelectionModel}, re-rendering the component whenever they change.
 * The returned array keeps its identity until the selection changes. Safe to render on the server.
 *
 * Render from this array, not from the model's methods: the model stays the same object when its
 * selection changes, so a render memoized on it (`memo`, `useMemo`, or any component the React
 * Compiler compiled) would call `model.isSelected(…)` once and keep the answer.
 */
export function useSelectionModel<T>(model: SelectionModel<T>): readonly T[] {
  const getSnapshot = () => model.selected;
  return useSyncExternalStore(model.subscribe, getSnapshot, getSnapshot);
}

/** The handle of each state of a model's selection, by its snapshot (which no other model has). */
const handles = new WeakMap<readonly unknown[], object>();

/**
 * A handle on a model for one state of its selection: it reads and changes the model itself, but
 * is another object once the selection has changed, as React state is, so that a memoized render
 * that reads it runs again.
 */
function handleFor<T>(model: SelectionModel<T>, selected: readonly T[]): SelectionModel<T> {
  const known = handles.get(selected) as SelectionModel<T> | undefined;
  if (known) return known;
  const methods = new Map<PropertyKey, unknown>();
  const handle = new Proxy(model, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      // The model's own properties (`subscribe`) come as they are; a method of its class runs on
      // the model, whose private fields the handle does not have.
      if (typeof value !== 'function' || Object.hasOwn(target, key)) return value;
      if (!methods.has(key)) methods.set(key, value.bind(target));
      return methods.get(key);
    },
  });
  handles.set(selected, handle);
  return handle;
}

/** Options of {@link useSelection}. Read once, when the model is created. */
export interface UseSelectionOptions<T> {
  /**
   * Whether several values can be selected at once.
   * @default false
   */
  multiple?: boolean;
  /** The values selected from the start. */
  initiallySelected?: Iterable<T>;
  /**
   * Decides whether two values are the same selection, e.g. by id. By default values are compared
   * with `===`.
   */
  compareWith?: (a: T, b: T) => boolean;
}

/**
 * Creates a {@link SelectionModel} that lives as long as the component and re-renders the
 * component whenever the selection changes. The options are read once.
 *
 * It returns a handle on the model, which reads and changes the one model but is a new object
 * each time the selection changes: a memoized render that reads `selection.isSelected(…)` (`memo`,
 * `useMemo`, or any component the React Compiler compiled) runs again, as it would for React
 * state. (So an effect that depends on it runs again after each change too.)
 *
 * ```tsx
 * const selection = useSelection<Row>({multiple: true});
 * <Checkbox checked={selection.isSelected(row)} onCheckedChange={() => selection.toggle(row)} />
 * ```
 */
export function useSelection<T>(options: UseSelectionOptions<T> = {}): SelectionModel<T> {
  const [model] = useState(
    () =>
      new SelectionModel<T>(
        options.multiple ?? false,
        options.initiallySelected,
        true,
        options.compareWith,
      ),
  );
  return handleFor(model, useSelectionModel(model));
}
