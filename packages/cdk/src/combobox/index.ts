export {
  useComboboxState,
  type ComboboxKey,
  type ComboboxState,
  type ComboboxStateOptions,
} from './combobox-state';
export type {
  Combobox,
  ComboboxGroupLabelProps,
  ComboboxGroupProps,
  ComboboxInputProps,
  ComboboxListboxProps,
  ComboboxOptionProps,
  ComboboxOptions,
  ComboboxOptionSettings,
} from './combobox-props';
export {useCombobox} from './use-combobox';
export {
  useSelectState,
  type SelectFocusTarget,
  type SelectItem,
  type SelectState,
  type SelectStateOptions,
} from './select-state';
export type {
  SelectAria,
  SelectListboxProps,
  SelectOptionProps,
  SelectTriggerProps,
  SelectValueProps,
  UseSelectOptions,
} from './select-props';
export {useSelect} from './use-select';
