export {Menu, type MenuProps} from './menu';
export {MenuContent, type MenuContentProps} from './menu-content';
export {
  MENU_ITEM_SELECT_EVENT,
  MenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
  type MenuItemCheckboxProps,
  type MenuItemProps,
  type MenuItemRadioProps,
  type MenuItemSelectEvent,
} from './menu-item';
export {
  MenuGroup,
  MenuLabel,
  MenuSeparator,
  type MenuGroupProps,
  type MenuLabelProps,
  type MenuSeparatorProps,
} from './menu-parts';
export {
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  type MenuSubContentProps,
  type MenuSubProps,
  type MenuSubTriggerProps,
} from './menu-sub';
export {MenuTrigger, type MenuTriggerProps} from './menu-trigger';
