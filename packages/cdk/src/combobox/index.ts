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
