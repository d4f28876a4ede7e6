'use client';

import type {ReactNode, Ref} from 'react';
import {countLines, ListItemLayout, type ListItemContentProps} from './list-item-layout';
import './list.css';

/** Props of {@link List}. */
export interface ListProps extends React.HTMLAttributes<HTMLUListElement> {
  /**
   * Whether a divider separates the items.
   * @default false
   */
  divided?: boolean;
  /** The list's `ListItem`s. */
  children?: ReactNode;
  /** A ref to the `<ul>` element. */
  ref?: Ref<HTMLUListElement>;
}

/**
 * A static list of items (`<ul>`), each with one to three lines of text and optional leading and
 * trailing content. For links use `NavList`; for choosing items use `SelectionList`.
 *
 * ```tsx
 * <List>
 *   <ListItem icon={<Icon svg={folder} />}>
 *     <ListItemTitle>Photos</ListItemTitle>
 *     <ListItemLine>Jan 9, 2026</ListItemLine>
 *   </ListItem>
 * </List>
 * ```
 */
export function List({divided = false, className, ref, ...props}: ListProps) {
  return (
    <ul
      {...props}
      ref={ref}
      data-divided={divided ? '' : undefined}
      className={className ? `mat-list ${className}` : 'mat-list'}
    />
  );
}

/** Props of {@link ListItem}. */
export interface ListItemProps extends ListItemContentProps, React.LiHTMLAttributes<HTMLLIElement> {
  /** The text: plain text for one line, or a `ListItemTitle` followed by `ListItemLine`s. */
  children?: ReactNode;
  /** A ref to the `<li>` element. */
  ref?: Ref<HTMLLIElement>;
}

/** An item of a `List` (`<li>`), sized for its number of lines (`data-lines`). */
export function ListItem({
  icon,
  avatar,
  trailing,
  lines,
  className,
  children,
  ref,
  ...props
}: ListItemProps) {
  return (
    <li
      {...props}
      ref={ref}
      data-lines={lines ?? countLines(children)}
      className={className ? `mat-list-item ${className}` : 'mat-list-item'}
    >
      <ListItemLayout icon={icon} avatar={avatar} trailing={trailing}>
        {children}
      </ListItemLayout>
    </li>
  );
}

/** Props of {@link ListSubheader}. */
export interface ListSubheaderProps extends React.HTMLAttributes<HTMLHeadingElement> {
  /**
   * The heading level.
   * @default 3
   */
  level?: 2 | 3 | 4 | 5 | 6;
  /** The heading text. */
  children?: ReactNode;
  /** A ref to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading for a section of items: put it before a `List` or `SelectionList` (and name that list
 * with it through `aria-labelledby`), or between the links of a `NavList`.
 */
export function ListSubheader({level = 3, className, ref, ...props}: ListSubheaderProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      {...props}
      ref={ref}
      className={className ? `mat-list-subheader ${className}` : 'mat-list-subheader'}
    />
  );
}

/** Props of {@link ListDivider}. */
export interface ListDividerProps extends React.HTMLAttributes<HTMLHRElement> {
  /**
   * Whether the divider starts after the leading icon or avatar instead of at the edge.
   * @default false
   */
  inset?: boolean;
  /** A ref to the `<hr>` element. */
  ref?: Ref<HTMLHRElement>;
}

/**
 * A line between groups of links in a `NavList`, or between lists. For dividers between the items
 * of one list, use the list's `divided` prop.
 */
export function ListDivider({inset = false, className, ref, ...props}: ListDividerProps) {
  return (
    <hr
      {...props}
      ref={ref}
      data-inset={inset ? '' : undefined}
      className={className ? `mat-list-divider ${className}` : 'mat-list-divider'}
    />
  );
}
