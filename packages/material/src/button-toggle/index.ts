export {ButtonToggle, type ButtonToggleProps} from './button-toggle';
export {
  ButtonToggleGroup,
  type ButtonToggleGroupBaseProps,
  type ButtonToggleGroupMultipleProps,
  type ButtonToggleGroupProps,
  type ButtonToggleGroupSingleProps,
} from './button-toggle-group';
