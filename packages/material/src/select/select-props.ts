import type {ReactNode, Ref} from 'react';

/** Props every `Select` has, single or multiple. */
export interface SelectBaseProps<T> extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'role' | 'children'
> {
  /** `Option`s and `OptGroup`s, directly or inside fragments. */
  children?: ReactNode;
  /** Text shown in the trigger while nothing is chosen. */
  placeholder?: string;
  /**
   * Whether the select is disabled. Inside a disabled `FormField` it is disabled too.
   * @default false
   */
  disabled?: boolean;
  /** Whether a choice is required. Inside a required `FormField` it is required too. */
  required?: boolean;
  /** The name the value is submitted under with a form, through hidden inputs. */
  name?: string;
  /** The `form` the hidden inputs belong to, if not the enclosing one. */
  form?: string;
  /**
   * Compares an option's value with a chosen value. Useful when values are objects that are
   * equal without being the same object.
   * @default Object.is
   */
  compareWith?: (optionValue: T, selectedValue: T) => boolean;
  /** Whether the panel is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the panel starts open, when the select keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the panel asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class names for the panel (`mat-select-panel`). */
  panelClassName?: string;
  /** Renders the chosen options in the trigger. By default their contents, comma-separated. */
  renderValue?: (selected: T[]) => ReactNode;
  /** A ref to the trigger (`role="combobox"`). */
  ref?: Ref<HTMLDivElement>;
}

/** Props of a `Select` that chooses one value. */
export interface SingleSelectProps<T> extends SelectBaseProps<T> {
  /**
   * Whether several options can be chosen.
   * @default false
   */
  multiple?: false;
  /** The chosen value (`null` for none), when you control it. Pair it with `onValueChange`. */
  value?: T | null;
  /** The value chosen at first, when the select keeps its own state. */
  defaultValue?: T | null;
  /** Called with the newly chosen value. */
  onValueChange?: (value: T | null) => void;
}

/** Props of a `Select` that chooses several values. */
export interface MultipleSelectProps<T> extends SelectBaseProps<T> {
  /** Whether several options can be chosen: options show check boxes and the panel stays open. */
  multiple: true;
  /** The chosen values, when you control them. Pair it with `onValueChange`. */
  value?: T[];
  /** The values chosen at first, when the select keeps its own state. */
  defaultValue?: T[];
  /** Called with the newly chosen values, in option order. */
  onValueChange?: (value: T[]) => void;
}

/** Props of {@link Select}. */
export type SelectProps<T = string> = SingleSelectProps<T> | MultipleSelectProps<T>;
