'use client';

import {isElementOf} from '@material-react/cdk/collections';
import {Children, type ReactNode} from 'react';

/** Props of {@link ListItemTitle}. */
export interface ListItemTitleProps extends React.HTMLAttributes<HTMLSpanElement> {
  /** The title text. */
  children?: ReactNode;
}

/** The first, most prominent line of a list item with several lines. */
export function ListItemTitle({className, ...props}: ListItemTitleProps) {
  return (
    <span
      {...props}
      className={className ? `mat-list-item-title ${className}` : 'mat-list-item-title'}
    />
  );
}

/** Props of {@link ListItemLine}. */
export interface ListItemLineProps extends React.HTMLAttributes<HTMLSpanElement> {
  /** The line's text. */
  children?: ReactNode;
}

/** A secondary line of a list item, under its `ListItemTitle`. Each one adds a line. */
export function ListItemLine({className, ...props}: ListItemLineProps) {
  return (
    <span
      {...props}
      className={className ? `mat-list-item-line ${className}` : 'mat-list-item-line'}
    />
  );
}

/** Content props every kind of list item shares. */
export interface ListItemContentProps {
  /** An icon before the text. */
  icon?: ReactNode;
  /** An avatar (an image or initials) before the text, in a 40px circle. */
  avatar?: ReactNode;
  /** Content after the text: supporting text, an icon or a control. */
  trailing?: ReactNode;
  /**
   * The number of lines the item is sized for. By default one plus the number of `ListItemLine`
   * children; set 3 for a single `ListItemLine` that wraps onto two lines.
   */
  lines?: 1 | 2 | 3;
}

/** Counts the lines of an item's content. */
export function countLines(children: ReactNode): 1 | 2 | 3 {
  let lines = 1;
  Children.forEach(children, (child) => {
    if (isElementOf(child, ListItemLine)) lines++;
  });
  return Math.min(lines, 3) as 1 | 2 | 3;
}

/** The inside of a list item: leading content, the text lines and trailing content. */
export function ListItemLayout({
  icon,
  avatar,
  trailing,
  before,
  children,
}: Omit<ListItemContentProps, 'lines'> & {before?: ReactNode; children?: ReactNode}) {
  return (
    <>
      {before}
      {avatar !== undefined && avatar !== null ? (
        <span className="mat-list-item-avatar">{avatar}</span>
      ) : (
        icon !== undefined && icon !== null && <span className="mat-list-item-icon">{icon}</span>
      )}
      <span className="mat-list-item-content">{children}</span>
      {trailing !== undefined && trailing !== null && (
        <span className="mat-list-item-trailing">{trailing}</span>
      )}
    </>
  );
}
