export {Autocomplete} from './autocomplete';
export {
  AutocompleteGroup,
  AutocompleteOption,
  type AutocompleteGroupProps,
  type AutocompleteOptionProps,
} from './autocomplete-options';
export type {AutocompleteProps} from './autocomplete-props';
