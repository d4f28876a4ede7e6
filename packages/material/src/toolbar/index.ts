export {
  Toolbar,
  ToolbarRow,
  type ToolbarColor,
  type ToolbarProps,
  type ToolbarRowProps,
} from './toolbar';
