export type {TabAlignment} from './tab-header';
export {Tab, TabGroup, type TabActivation, type TabGroupProps, type TabProps} from './tab-group';
export {
  TabLink,
  TabNavBar,
  TabNavPanel,
  type TabLinkProps,
  type TabNavBarProps,
  type TabNavPanelProps,
} from './tab-nav-bar';
