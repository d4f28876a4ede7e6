import type {ReactNode, Ref} from 'react';
import type {InputProps} from '../form-field';

/** Props of {@link Autocomplete}. */
export interface AutocompleteProps<T = string> extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'children' | 'role' | 'disabled' | 'ref'
> {
  /**
   * The suggestions: `AutocompleteOption`s and `AutocompleteGroup`s, directly or inside fragments,
   * already filtered by the text in the input. The panel shows while there is at least one.
   */
  children?: ReactNode;
  /** The text in the input, when you control it. Pair it with `onInputValueChange`. */
  inputValue?: string;
  /**
   * The text in the input at first, when the autocomplete keeps its own text. By default the
   * display text of the value.
   */
  defaultInputValue?: string;
  /** Called with the new text: typed, or the display text of a chosen option. Filter with it. */
  onInputValueChange?: (inputValue: string) => void;
  /** The chosen value (`null` for none), when you control it. Pair it with `onValueChange`. */
  value?: T | null;
  /**
   * The value chosen at first, when the autocomplete keeps its own state.
   * @default null
   */
  defaultValue?: T | null;
  /**
   * Called with the value of a chosen option, and with `null` when editing the text (or Escape
   * on a closed panel) drops the choice.
   */
  onValueChange?: (value: T | null) => void;
  /** Whether the panel is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the panel is open at first, when the autocomplete keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the panel asks to open (typing, a click, ArrowDown) or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Turns a value into the text the input shows once it is chosen. By default the chosen
   * option's text, or the value itself when it is a string or a number.
   */
  displayWith?: (value: T) => string;
  /**
   * Compares an option's value with the chosen value, to mark the chosen option. Useful when
   * values are objects that are equal without being the same object.
   * @default Object.is
   */
  compareWith?: (optionValue: T, value: T) => boolean;
  /**
   * Whether the first option is active as soon as the panel opens or the list changes, so Enter
   * chooses it.
   * @default false
   */
  autoActiveFirstOption?: boolean;
  /**
   * Whether only a chosen option is accepted: when focus leaves the input and no option is chosen,
   * the typed text is cleared. Otherwise the text stays as free text.
   * @default false
   */
  requireSelection?: boolean;
  /**
   * Whether the autocomplete is disabled. Inside a disabled `FormField` it is disabled too.
   * @default false
   */
  disabled?: boolean;
  /** Extra class names for the panel (`mat-autocomplete-panel`). */
  panelClassName?: string;
  /** A ref to the `<input>` element (`role="combobox"`). */
  ref?: Ref<HTMLInputElement>;
}
