export {Select} from './select';
export type {
  MultipleSelectProps,
  SelectBaseProps,
  SelectProps,
  SingleSelectProps,
} from './select-props';
export {OptGroup, Option, textOf, type OptGroupProps, type OptionProps} from './select-options';
