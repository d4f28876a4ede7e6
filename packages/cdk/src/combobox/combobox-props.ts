import type {ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, PointerEvent} from 'react';
import type {ComboboxKey} from './combobox-state';

/** Options of {@link useCombobox}. */
export interface ComboboxOptions {
  /**
   * Whether the listbox is always shown under the input (a search box or a command palette)
   * rather than in a popup. An inline list is always expanded, ignores the open state and leaves
   * Escape to whatever contains it, such as a dialog.
   * @default false
   */
  inline?: boolean;
  /**
   * Whether the combobox is disabled: the input gets `disabled` and nothing opens.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the list has no options to show. An empty popup is not shown: the input says it is
   * collapsed while the popup stays open, so it shows again as soon as options arrive. An inline
   * list stays expanded; say "no results" next to it.
   * @default false
   */
  empty?: boolean;
  /**
   * Whether ArrowDown on the last option goes to the first, and ArrowUp on the first to the last.
   * @default false
   */
  wrap?: boolean;
  /**
   * Whether Home and End move to the first and last option while the list is shown. Otherwise
   * they move the caret in the input, as they do by default.
   * @default false
   */
  homeAndEnd?: boolean;
  /**
   * Whether the first enabled option becomes active whenever the list is shown or changes, so
   * Enter chooses it at once. Otherwise the active option stays while it is still in the list.
   * @default false
   */
  autoActiveFirstOption?: boolean;
  /**
   * Whether choosing an option puts its text (`textValue`, else its text content) in the input.
   * By default it does for a popup and does not for an inline list.
   */
  fillInputOnChoose?: boolean;
  /**
   * Whether Escape with the popup closed clears the input and the chosen option.
   * @default true
   */
  clearOnEscape?: boolean;
  /**
   * Whether the number of options is announced to screen readers (politely) when the list
   * changes while the input has focus.
   * @default true
   */
  announceResults?: boolean;
  /**
   * The announcement for a list of `count` options. By default "No results", "1 result" or
   * "<count> results".
   */
  resultsMessage?: (count: number) => string;
  /** The accessible name of the listbox, when no element names it. */
  listboxLabel?: string;
  /** The id of the element that names the listbox, such as the field's label. */
  listboxLabelledBy?: string;
  /** The id the listbox, option and group ids start with. By default one from `useId`. */
  id?: string;
  /**
   * Called when an option is chosen by Enter or a click, even if it was already the chosen one,
   * after the state is updated. Navigate here for link-like results.
   */
  onChoose?: (key: ComboboxKey) => void;
}

/** Settings of one option, the second argument of `getOptionProps`. */
export interface ComboboxOptionSettings {
  /**
   * Whether the option cannot be chosen: the keyboard skips it and clicks do nothing.
   * @default false
   */
  disabled?: boolean;
  /** The text that goes in the input when the option is chosen. Defaults to its text content. */
  textValue?: string;
}

/** Props for the text input, from {@link useCombobox}. */
export interface ComboboxInputProps {
  /** A callback ref for the input. */
  ref: (element: HTMLInputElement | null) => void;
  /** The `combobox` role. */
  role: 'combobox';
  /** Says that typing filters a list of suggestions. */
  'aria-autocomplete': 'list';
  /** Whether the listbox is shown. Always true for an inline list. */
  'aria-expanded': boolean;
  /** The listbox's id, while it is shown. */
  'aria-controls': string | undefined;
  /** The id of the active option, while the list is shown and an option is active. */
  'aria-activedescendant': string | undefined;
  /** Turns the browser's own suggestions off, which would cover the list. */
  autoComplete: 'off';
  /** Whether the input is disabled. */
  disabled: boolean | undefined;
  /** The text from the state. */
  value: string;
  /** Writes typed text to the state and opens the popup. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The keyboard interaction: arrows, Enter, Escape and Alt+arrows. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Opens the popup. */
  onClick: (event: MouseEvent<HTMLInputElement>) => void;
  /** Closes the popup when focus leaves the input for anything but the listbox. */
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Props for the listbox element, from {@link useCombobox}. */
export interface ComboboxListboxProps {
  /** A callback ref for the listbox, whose options are read in document order. */
  ref: (element: HTMLElement | null) => void;
  /** The listbox's id. */
  id: string;
  /** The `listbox` role. */
  role: 'listbox';
  /** The accessible name, from `listboxLabel`. */
  'aria-label': string | undefined;
  /** The id of the naming element, from `listboxLabelledBy`. */
  'aria-labelledby': string | undefined;
  /** Keeps focus in the input when the pointer presses the list. */
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  /** Keeps focus in the input when a pen or finger presses the list. */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

/** Props for one option element, from `getOptionProps`. */
export interface ComboboxOptionProps {
  /** The option's id, which `aria-activedescendant` points at. */
  id: string;
  /** The `option` role. */
  role: 'option';
  /** The option's key, read back when the keyboard moves. */
  'data-key': ComboboxKey;
  /** Whether the option is the active one (the one Enter would choose). */
  'aria-selected': boolean;
  /** Present when the option is disabled. */
  'aria-disabled': true | undefined;
  /** Present (empty) on the active option, for styling. */
  'data-active': '' | undefined;
  /** Present (empty) on the chosen option, for styling. */
  'data-selected': '' | undefined;
  /** Present (empty) on a disabled option, for styling. */
  'data-disabled': '' | undefined;
  /** The text the input takes when the option is chosen, if given. */
  'data-text-value': string | undefined;
  /** Makes the option under the pointer active. */
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  /** Chooses the option. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Props for a group of options, from `getGroupProps`. */
export interface ComboboxGroupProps {
  /** The `group` role. */
  role: 'group';
  /** The id of the group's label, which names the group. */
  'aria-labelledby': string;
}

/** Props for the element that names a group, from `getGroupLabelProps`. */
export interface ComboboxGroupLabelProps {
  /** The label's id, which the group's `aria-labelledby` points at. */
  id: string;
}

/** What {@link useCombobox} returns. */
export interface Combobox {
  /** Props for the `<input>`. */
  inputProps: ComboboxInputProps;
  /** Props for the listbox element. */
  listboxProps: ComboboxListboxProps;
  /** Props for the option with this key, to spread on its element inside the listbox. */
  getOptionProps: (key: ComboboxKey, settings?: ComboboxOptionSettings) => ComboboxOptionProps;
  /** Props for a group of options (`role="group"`), named by the label with the same key. */
  getGroupProps: (groupKey: string) => ComboboxGroupProps;
  /** Props for a group's label element. */
  getGroupLabelProps: (groupKey: string) => ComboboxGroupLabelProps;
  /** The id of the option with this key. */
  getOptionId: (key: ComboboxKey) => string;
  /** Chooses the option with this key as Enter would, if it is shown and enabled. */
  choose: (key: ComboboxKey) => void;
  /**
   * Whether the listbox is shown: always for an inline list, else while the popup is open and
   * not `empty`. Render the popup's listbox only while it is true.
   */
  isExpanded: boolean;
  /** The listbox's id. */
  listboxId: string;
}
