'use client';

import {isElementOf} from '@material-react/cdk/collections';
import {Children, type ReactNode, type Ref} from 'react';

/** Props of {@link GridTileLine}. */
export interface GridTileLineProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The line's text, or an element holding it, such as a heading. */
  children?: ReactNode;
  /** A ref to the line's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A line of text in a `GridTileHeader` or `GridTileFooter`. The first line is the title; the
 * lines after it are in a smaller supporting style. A line that is too long ends with an
 * ellipsis. It may hold a heading (`<h3>`) for galleries that screen reader users browse by
 * heading.
 */
export function GridTileLine({className, ref, ...props}: GridTileLineProps) {
  return (
    <div
      {...props}
      ref={ref}
      className={className ? `mat-grid-tile-line ${className}` : 'mat-grid-tile-line'}
    />
  );
}

/** Props of {@link GridTileHeader} and {@link GridTileFooter}. */
export interface GridTileBarProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * An icon or a small image before the text. An `<img>` here is shown as a 40px circle. It is
   * decorative unless it has its own text alternative.
   */
  avatar?: ReactNode;
  /** Content after the text, such as an icon button that acts on the tile. */
  trailing?: ReactNode;
  /**
   * The number of lines the bar is sized for: 48px high for one, 68px for two. By default, 2
   * when there are two or more `GridTileLine` children, 1 otherwise; set it when the lines are
   * inside another component.
   */
  lines?: 1 | 2;
  /** The text: plain text for one line, or `GridTileLine`s. */
  children?: ReactNode;
  /** A ref to the bar's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** Counts the `GridTileLine`s among the children: 1, or 2 for two or more. */
function countLines(children: ReactNode): 1 | 2 {
  let lines = 0;
  Children.forEach(children, (child) => {
    if (isElementOf(child, GridTileLine)) lines++;
  });
  return lines >= 2 ? 2 : 1;
}

function GridTileBar({
  base,
  avatar,
  trailing,
  lines,
  className,
  children,
  ref,
  ...props
}: GridTileBarProps & {base: string}) {
  return (
    <div
      {...props}
      ref={ref}
      className={className ? `${base} ${className}` : base}
      data-lines={lines ?? countLines(children)}
    >
      {avatar !== undefined && avatar !== null && (
        <div className="mat-grid-tile-avatar">{avatar}</div>
      )}
      <div className="mat-grid-tile-text">{children}</div>
      {trailing !== undefined && trailing !== null && (
        <div className="mat-grid-tile-trailing">{trailing}</div>
      )}
    </div>
  );
}

/**
 * A bar across the top of a {@link GridTile}, over its content: one or two lines of text, with
 * an optional avatar before them and trailing content, such as an icon button, after them.
 *
 * ```tsx
 * <GridTileHeader avatar={<Icon svg={photo} />}>
 *   <GridTileLine>Harbour</GridTileLine>
 *   <GridTileLine>12 photos</GridTileLine>
 * </GridTileHeader>
 * ```
 */
export function GridTileHeader(props: GridTileBarProps) {
  return <GridTileBar {...props} base="mat-grid-tile-header" />;
}

/**
 * A bar across the bottom of a {@link GridTile}, over its content: one or two lines of text, with
 * an optional avatar before them and trailing content, such as an icon button, after them. Use
 * it for the caption of a picture in a gallery.
 *
 * ```tsx
 * <GridTileFooter trailing={<IconButton aria-label="Like Harbour"><Icon svg={heart} /></IconButton>}>
 *   <GridTileLine>Harbour</GridTileLine>
 *   <GridTileLine>By Ana</GridTileLine>
 * </GridTileFooter>
 * ```
 */
export function GridTileFooter(props: GridTileBarProps) {
  return <GridTileBar {...props} base="mat-grid-tile-footer" />;
}
