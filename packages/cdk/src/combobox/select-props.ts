import type {KeyboardEvent, MouseEvent, PointerEvent} from 'react';
import type {ComboboxGroupLabelProps, ComboboxGroupProps} from './combobox-props';

/** Options of {@link useSelect}. */
export interface UseSelectOptions {
  /** The id the value, listbox, option and group ids start with. By default one from `useId`. */
  id?: string;
  /** The accessible name of the listbox, when no element names it. */
  listboxLabel?: string;
  /** The id of the element that names the listbox, such as the field's label. */
  listboxLabelledBy?: string;
}

/** Props for the trigger, the element that has focus (`role="combobox"`), from {@link useSelect}. */
export interface SelectTriggerProps {
  /** The `combobox` role. */
  role: 'combobox';
  /** Makes the trigger focusable, unless the select is disabled. */
  tabIndex: 0 | -1;
  /** Says that the popup is a listbox. */
  'aria-haspopup': 'listbox';
  /** Whether the popup is open. */
  'aria-expanded': boolean;
  /** The listbox's id, while the popup is open. */
  'aria-controls': string | undefined;
  /** The id of the active option, while the popup is open and an option is active. */
  'aria-activedescendant': string | undefined;
  /** Present when the select is disabled. */
  'aria-disabled': true | undefined;
  /** The keyboard interaction: opening, moving, typeahead, choosing and closing. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Opens or closes the popup. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Props for the element that shows the chosen value inside the trigger, from {@link useSelect}. */
export interface SelectValueProps {
  /** The value element's id. */
  id: string;
}

/** Props for the listbox element in the popup, from {@link useSelect}. */
export interface SelectListboxProps {
  /** A callback ref for the listbox, in which the active option is scrolled into view. */
  ref: (element: HTMLElement | null) => void;
  /** The listbox's id. */
  id: string;
  /** The `listbox` role. */
  role: 'listbox';
  /** The id of the naming element, from `listboxLabelledBy`. */
  'aria-labelledby': string | undefined;
  /** The accessible name, from `listboxLabel`, when no element names the listbox. */
  'aria-label': string | undefined;
  /** Present when several options can be chosen. */
  'aria-multiselectable': true | undefined;
  /** Keeps focus on the trigger when a pen or finger presses the list. */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  /** Keeps focus on the trigger when the pointer presses the list. */
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
}

/** Props for one option element, from `getOptionProps`. */
export interface SelectOptionProps {
  /** The option's id, which `aria-activedescendant` points at. */
  id: string;
  /** The `option` role. */
  role: 'option';
  /** Whether the option is chosen. */
  'aria-selected': boolean;
  /** Present when the option is disabled. */
  'aria-disabled': true | undefined;
  /** Present (empty) on the active option, for styling. */
  'data-active': '' | undefined;
  /** Present (empty) on a chosen option, for styling. */
  'data-selected': '' | undefined;
  /** Present (empty) on a disabled option, for styling. */
  'data-disabled': '' | undefined;
  /** Chooses the option; a single select closes. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Makes the option under the pointer active. */
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
}

/** What {@link useSelect} returns. */
export interface SelectAria {
  /** Props for the trigger (`role="combobox"`). */
  triggerProps: SelectTriggerProps;
  /** Props for the element inside the trigger that shows the chosen value. */
  valueProps: SelectValueProps;
  /** Props for the listbox in the popup. */
  listboxProps: SelectListboxProps;
  /** Props for the option at this index of the state's `items`. */
  getOptionProps: (index: number) => SelectOptionProps;
  /** Props for a group of options (`role="group"`), named by the label with the same index. */
  getGroupProps: (groupIndex: number) => ComboboxGroupProps;
  /** Props for a group's label element. */
  getGroupLabelProps: (groupIndex: number) => ComboboxGroupLabelProps;
  /** The id of the option at this index. */
  getOptionId: (index: number) => string;
  /** The listbox's id. */
  listboxId: string;
}
