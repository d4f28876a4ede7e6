export {
  BreakpointObserver,
  getMatchMedia,
  type BreakpointState,
  type MatchMediaFunction,
} from './breakpoint-observer';
export {Breakpoints, type BreakpointName} from './breakpoints';
export {useBreakpoint, useMediaQuery} from './use-breakpoint';
