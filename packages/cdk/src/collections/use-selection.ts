'use client';

import {useState, useSyncExternalStore} from 'react';
import {SelectionModel} from './selection-model';

/**
 * The selected values of a {@link SelectionModel}, re-rendering the component whenever they change.
 * The returned array keeps its identity until the selection changes. Safe to render on the server.
 */
export function useSelectionModel<T>(model: SelectionModel<T>): readonly T[] {
  const getSnapshot = () => model.selected;
  return useSyncExternalStore(model.subscribe, getSnapshot, getSnapshot);
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
  useSelectionModel(model);
  return model;
}
