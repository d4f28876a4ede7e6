export {Sidenav, type SidenavMode, type SidenavPosition, type SidenavProps} from './sidenav';
export {
  SidenavContainer,
  SidenavContent,
  type SidenavContainerProps,
  type SidenavContentProps,
} from './sidenav-container';
