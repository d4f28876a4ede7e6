import type {Ref} from 'react';
import './sidenav.css';

/** Props of {@link SidenavContainer}. */
export interface SidenavContainerProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the container element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The box that holds one or two {@link Sidenav} drawers and the {@link SidenavContent} beside
 * them. It clips the drawers, so give it a height (the whole viewport, or a fixed height for a
 * drawer inside a page). Its width for the drawers is the `--mat-sidenav-container-width` custom
 * property (280px by default, never wider than the container minus 56px).
 *
 * ```tsx
 * <SidenavContainer style={{height: '100dvh'}}>
 *   <Sidenav mode="side" opened aria-label="Sections">…</Sidenav>
 *   <SidenavContent>…</SidenavContent>
 * </SidenavContainer>
 * ```
 */
export function SidenavContainer({className, ref, ...props}: SidenavContainerProps) {
  return (
    <div
      {...props}
      ref={ref}
      className={className ? `mat-sidenav-container ${className}` : 'mat-sidenav-container'}
    />
  );
}

/** Props of {@link SidenavContent}. */
export interface SidenavContentProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the content element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The main content next to the drawers of a {@link SidenavContainer}. It scrolls on its own, is
 * narrowed by an open `side` drawer, pushed aside by an open `push` drawer, and is `inert` while a
 * modal (`over` or `push`) drawer is open.
 */
export function SidenavContent({className, ref, ...props}: SidenavContentProps) {
  return (
    <div
      {...props}
      ref={ref}
      className={className ? `mat-sidenav-content ${className}` : 'mat-sidenav-content'}
    />
  );
}
