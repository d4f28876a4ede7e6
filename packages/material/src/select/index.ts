export {Select} from './select';
export type {
  MultipleSelectProps,
  SelectBaseProps,
  SelectProps,
  SingleSelectProps,
} from './select-props';
export {OptGroup, Option, type OptGroupProps, type OptionProps} from './select-options';
