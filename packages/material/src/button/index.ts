export type {ButtonBaseProps} from './button-base';
export {Button, type ButtonProps, type ButtonVariant} from './button';
export {Fab, type FabColor, type FabOwnProps, type FabProps, type FabSize} from './fab';
export {
  IconButton,
  type AccessibleNameProps,
  type IconButtonOwnProps,
  type IconButtonProps,
  type IconButtonVariant,
} from './icon-button';
