/**
 * Media queries of the Material Design breakpoints, by name. The upper bounds end in `.98` so
 * that two neighbouring ranges never both match at a fractional width.
 */
export const Breakpoints = {
  /** Extra small screens: narrower than 600px. */
  XSmall: '(max-width: 599.98px)',
  /** Small screens: 600px to 959.98px wide. */
  Small: '(min-width: 600px) and (max-width: 959.98px)',
  /** Medium screens: 960px to 1279.98px wide. */
  Medium: '(min-width: 960px) and (max-width: 1279.98px)',
  /** Large screens: 1280px to 1919.98px wide. */
  Large: '(min-width: 1280px) and (max-width: 1919.98px)',
  /** Extra large screens: 1920px wide or more. */
  XLarge: '(min-width: 1920px)',

  /** A phone, in either orientation. */
  Handset:
    '(max-width: 599.98px) and (orientation: portrait), ' +
    '(max-width: 959.98px) and (orientation: landscape)',
  /** A tablet, in either orientation. */
  Tablet:
    '(min-width: 600px) and (max-width: 839.98px) and (orientation: portrait), ' +
    '(min-width: 960px) and (max-width: 1279.98px) and (orientation: landscape)',
  /** A desktop or laptop screen, in either orientation. */
  Web:
    '(min-width: 840px) and (orientation: portrait), ' +
    '(min-width: 1280px) and (orientation: landscape)',

  /** A phone held upright. */
  HandsetPortrait: '(max-width: 599.98px) and (orientation: portrait)',
  /** A tablet held upright. */
  TabletPortrait: '(min-width: 600px) and (max-width: 839.98px) and (orientation: portrait)',
  /** A desktop screen taller than it is wide. */
  WebPortrait: '(min-width: 840px) and (orientation: portrait)',

  /** A phone held sideways. */
  HandsetLandscape: '(max-width: 959.98px) and (orientation: landscape)',
  /** A tablet held sideways. */
  TabletLandscape: '(min-width: 960px) and (max-width: 1279.98px) and (orientation: landscape)',
  /** A desktop screen wider than it is tall. */
  WebLandscape: '(min-width: 1280px) and (orientation: landscape)',
} as const;

/** The name of one of the {@link Breakpoints}. */
export type BreakpointName = keyof typeof Breakpoints;
