'use client';

import {useCallback, useMemo, useState} from 'react';
import {useControllableState} from '../state';

const NONE: never[] = [];

/** One option of a select, as {@link useSelectState} knows it. */
export interface SelectItem<T> {
  /** The value the option stands for. */
  value: T;
  /** The option's plain text, which typeahead matches. */
  text: string;
  /** Whether the option cannot be chosen: the keyboard skips it and clicks do nothing. */
  disabled: boolean;
}

/**
 * Which option becomes active when a select opens: the first chosen one (else the first enabled
 * one), the first enabled one, or the last enabled one.
 */
export type SelectFocusTarget = 'selected' | 'first' | 'last';

/** Options of {@link useSelectState}. The value and the open state are controlled or not. */
export interface SelectStateOptions<T> {
  /** The options, in the order they are shown. */
  items: readonly SelectItem<T>[];
  /**
   * Whether several options can be chosen; otherwise choosing one replaces the other.
   * @default false
   */
  multiple?: boolean;
  /**
   * Whether the select is disabled: it neither opens nor chooses.
   * @default false
   */
  disabled?: boolean;
  /** The chosen values, when you control them. Pair it with `onValueChange`. */
  value?: T[];
  /**
   * The values chosen at first, when the select keeps its own state.
   * @default []
   */
  defaultValue?: T[];
  /** Called with the newly chosen values, in option order. */
  onValueChange?: (value: T[]) => void;
  /**
   * Compares an option's value with a chosen value, for values that are equal without being the
   * same object.
   * @default Object.is
   */
  compareWith?: (itemValue: T, chosenValue: T) => boolean;
  /** Whether the popup is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the popup is open at first, when the select keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the popup asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The state of a select-only combobox: its options, which are chosen, whether the popup is open
 * and which option is active. Pure state with no DOM; {@link useSelect} turns it into element
 * props. Options are named by their index in `items`.
 */
export interface SelectState<T> {
  /** The options, in order. */
  items: readonly SelectItem<T>[];
  /** Whether several options can be chosen. */
  multiple: boolean;
  /** Whether the select is disabled. */
  disabled: boolean;
  /** The chosen values. */
  value: T[];
  /** Replaces the chosen values. */
  setValue: (value: T[]) => void;
  /** The indexes of the chosen options, in order. */
  selectedIndexes: number[];
  /** Whether the option at `index` is chosen. */
  isSelected: (index: number) => boolean;
  /**
   * Chooses the option at `index`, unless it is disabled: with `multiple` it is added to the
   * chosen values, or taken out if it was chosen, and the values stay in option order.
   */
  choose: (index: number) => void;
  /** Whether the popup is open (never while disabled). */
  isOpen: boolean;
  /**
   * Opens the popup, unless disabled, with the option that `focus` names active (by default the
   * first chosen one); `null` leaves the active option as it is.
   */
  open: (focus?: SelectFocusTarget | null) => void;
  /** Closes the popup; no option is active any more. */
  close: () => void;
  /** Opens the popup at the chosen option, or closes it. */
  toggle: () => void;
  /** The index of the active (highlighted) option, or -1 when none is. */
  activeIndex: number;
  /** Makes another option active, or none (-1). */
  setActiveIndex: (index: number) => void;
}

/**
 * Holds the state of a select-only combobox (see {@link SelectState}): the chosen values and
 * the open state, each controlled by its prop or kept internally, and the active option.
 *
 * ```tsx
 * const state = useSelectState({items: fruits.map((fruit) => ({value: fruit, text: fruit, disabled: false}))});
 * const select = useSelect(state, {listboxLabel: 'Fruits'});
 * ```
 */
export function useSelectState<T>(options: SelectStateOptions<T>): SelectState<T> {
  const {items, multiple = false, disabled = false, compareWith = Object.is} = options;
  const [value, setValue] = useControllableState<T[]>({
    value: options.value,
    defaultValue: options.defaultValue ?? NONE,
    onChange: options.onValueChange,
  });
  const [openState, setOpen] = useControllableState({
    value: options.open,
    defaultValue: options.defaultOpen ?? false,
    onChange: options.onOpenChange,
  });
  const [activeIndex, setActiveIndex] = useState(-1);
  const isOpen = openState && !disabled;

  const selectedIndexes = useMemo(
    () =>
      items.flatMap((item, index) =>
        value.some((chosen) => compareWith(item.value, chosen)) ? [index] : [],
      ),
    [items, value, compareWith],
  );
  const isSelected = useCallback(
    (index: number) => selectedIndexes.includes(index),
    [selectedIndexes],
  );

  const choose = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    if (!multiple) {
      setValue([item.value]);
      return;
    }
    const chosen = !isSelected(index);
    setValue(
      items
        .filter((other, otherIndex) => (otherIndex === index ? chosen : isSelected(otherIndex)))
        .map((other) => other.value),
    );
  };

  const open = (focus: SelectFocusTarget | null = 'selected') => {
    if (disabled) return;
    if (focus === null) {
      setOpen(true);
      return;
    }
    const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
    const firstSelected = enabled.find(isSelected);
    const active =
      focus === 'last'
        ? enabled.at(-1)
        : focus === 'selected' && firstSelected !== undefined
          ? firstSelected
          : enabled[0];
    setActiveIndex(active ?? -1);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  return {
    items,
    multiple,
    disabled,
    value,
    setValue,
    selectedIndexes,
    isSelected,
    choose,
    isOpen,
    open,
    close,
    toggle: () => (isOpen ? close() : open()),
    activeIndex,
    setActiveIndex,
  };
}
