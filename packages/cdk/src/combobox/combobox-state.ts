'use client';

import {useControllableState} from '../state';

/**
 * Identifies an option of a combobox. Keys are strings so they can live in the DOM (`data-key`)
 * and in element ids; give each option of one combobox its own key.
 */
export type ComboboxKey = string;

/** Options of {@link useComboboxState}. Every piece of state is controlled or uncontrolled. */
export interface ComboboxStateOptions {
  /** The text in the input, when you control it. Pair it with `onInputValueChange`. */
  inputValue?: string;
  /**
   * The text in the input at first, when the combobox keeps its own state.
   * @default ''
   */
  defaultInputValue?: string;
  /** Called with the new text when it changes: typed, cleared or filled in by a choice. */
  onInputValueChange?: (inputValue: string) => void;
  /** Whether the popup is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the popup is open at first, when the combobox keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the popup asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The key of the chosen option (`null` for none), when you control it. */
  value?: ComboboxKey | null;
  /**
   * The key of the option chosen at first, when the combobox keeps its own state.
   * @default null
   */
  defaultValue?: ComboboxKey | null;
  /** Called with the key of the newly chosen option, or `null` when the choice is cleared. */
  onValueChange?: (value: ComboboxKey | null) => void;
  /** The key of the active (highlighted) option, when you control it. */
  activeKey?: ComboboxKey | null;
  /**
   * The key of the option active at first, when the combobox keeps its own state.
   * @default null
   */
  defaultActiveKey?: ComboboxKey | null;
  /** Called when another option becomes active, or none (`null`). */
  onActiveKeyChange?: (activeKey: ComboboxKey | null) => void;
}

/**
 * The state of a combobox: what is typed, whether the popup is open, which option is active and
 * which one is chosen. Pure state with no DOM; {@link useCombobox} turns it into element props.
 */
export interface ComboboxState {
  /** The text in the input. */
  inputValue: string;
  /** Replaces the text in the input. */
  setInputValue: (inputValue: string) => void;
  /** Whether the popup is open. An inline list ignores it and is always shown. */
  open: boolean;
  /** Opens or closes the popup. */
  setOpen: (open: boolean) => void;
  /** The key of the active option, or `null` when none is. */
  activeKey: ComboboxKey | null;
  /** Makes another option active, or none (`null`). */
  setActiveKey: (activeKey: ComboboxKey | null) => void;
  /** The key of the chosen option, or `null` when none is. */
  value: ComboboxKey | null;
  /** Chooses an option by its key, or clears the choice (`null`). */
  setValue: (value: ComboboxKey | null) => void;
}

/**
 * Holds the state of a combobox (see {@link ComboboxState}), each part controlled by its prop or
 * kept internally, through `useControllableState`.
 *
 * ```tsx
 * const state = useComboboxState({inputValue: query, onInputValueChange: setQuery});
 * const combobox = useCombobox(state, {inline: true});
 * ```
 */
export function useComboboxState(options: ComboboxStateOptions = {}): ComboboxState {
  const [inputValue, setInputValue] = useControllableState({
    value: options.inputValue,
    defaultValue: options.defaultInputValue ?? '',
    onChange: options.onInputValueChange,
  });
  const [open, setOpen] = useControllableState({
    value: options.open,
    defaultValue: options.defaultOpen ?? false,
    onChange: options.onOpenChange,
  });
  const [activeKey, setActiveKey] = useControllableState<ComboboxKey | null>({
    value: options.activeKey,
    defaultValue: options.defaultActiveKey ?? null,
    onChange: options.onActiveKeyChange,
  });
  const [value, setValue] = useControllableState<ComboboxKey | null>({
    value: options.value,
    defaultValue: options.defaultValue ?? null,
    onChange: options.onValueChange,
  });
  return {
    inputValue,
    setInputValue,
    open,
    setOpen,
    activeKey,
    setActiveKey,
    value,
    setValue,
  };
}
