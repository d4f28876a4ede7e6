'use client';

import {useCallback} from 'react';
import {useControllableState} from '../state';

/** Options of {@link useSelectedValues}. */
export interface UseSelectedValuesOptions<T> {
  /** The selected values, when the owner controls them. */
  value?: T[];
  /**
   * The values selected at first, when the component keeps its own state.
   * @default []
   */
  defaultValue?: T[];
  /** Called with the new selected values. */
  onValueChange?: (value: T[]) => void;
  /**
   * Whether several values can be selected at once; otherwise selecting one replaces the other.
   * @default false
   */
  multiple?: boolean;
  /**
   * Whether, with single selection, toggling the selected value clears the selection (a filter
   * chip) rather than keeping it (a radio button).
   * @default true
   */
  deselectable?: boolean;
}

/** What {@link useSelectedValues} returns. */
export interface SelectedValues<T> {
  /** The selected values. */
  selected: T[];
  /** Whether a value is selected (compared with `Object.is`). */
  isSelected: (value: T) => boolean;
  /** Selects a value, or unselects it, following `multiple` and `deselectable`. */
  toggle: (value: T) => void;
  /** Replaces the whole selection. */
  setSelected: (values: T[]) => void;
}

/**
 * The selected values of a component whose value is an array (a selectable list, a set of
 * filter chips), controlled or uncontrolled. For selection kept outside React, use
 * `SelectionModel`.
 */
export function useSelectedValues<T>({
  value,
  defaultValue,
  onValueChange,
  multiple = false,
  deselectable = true,
}: UseSelectedValuesOptions<T>): SelectedValues<T> {
  const [selected, setSelected] = useControllableState<T[]>({
    value,
    defaultValue: defaultValue ?? [],
    onChange: onValueChange,
  });
  const isSelected = useCallback(
    (candidate: T) => selected.some((item) => Object.is(item, candidate)),
    [selected],
  );
  const toggle = useCallback(
    (candidate: T) =>
      setSelected((current) => {
        const has = current.some((item) => Object.is(item, candidate));
        if (!has) return multiple ? [...current, candidate] : [candidate];
        if (!multiple && !deselectable) return current;
        return current.filter((item) => !Object.is(item, candidate));
      }),
    [multiple, deselectable, setSelected],
  );
  return {selected, isSelected, toggle, setSelected};
}
