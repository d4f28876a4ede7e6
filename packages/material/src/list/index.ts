export {
  List,
  ListDivider,
  ListItem,
  ListSubheader,
  type ListDividerProps,
  type ListItemProps,
  type ListProps,
  type ListSubheaderProps,
} from './list';
export {
  ListItemLine,
  ListItemTitle,
  type ListItemContentProps,
  type ListItemLineProps,
  type ListItemTitleProps,
} from './list-item-layout';
export {ListItemLink, NavList, type ListItemLinkProps, type NavListProps} from './nav-list';
export {
  ListOption,
  SelectionList,
  type ListOptionProps,
  type SelectionListProps,
} from './selection-list';
