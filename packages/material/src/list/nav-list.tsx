'use client';

import {Slot} from '@material-react/cdk/slot';
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {countLines, ListItemLayout, type ListItemContentProps} from './list-item-layout';
import './list.css';

/** Props of {@link NavList}. */
export interface NavListProps extends React.HTMLAttributes<HTMLElement> {
  /** `ListItemLink`s, plus any `ListSubheader`s and `ListDivider`s between them. */
  children?: ReactNode;
  /** A ref to the `<nav>` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A list of navigation links in a `<nav>` landmark. Name it with `aria-label` when the page has
 * more than one navigation.
 *
 * ```tsx
 * <NavList aria-label="Settings">
 *   <ListItemLink href="/profile" active>Profile</ListItemLink>
 *   <ListItemLink href="/billing">Billing</ListItemLink>
 * </NavList>
 * ```
 */
export function NavList({className, ref, ...props}: NavListProps) {
  return (
    <nav
      {...props}
      ref={ref}
      className={className ? `mat-list mat-nav-list ${className}` : 'mat-list mat-nav-list'}
    />
  );
}

/** Props of {@link ListItemLink}. */
export interface ListItemLinkProps
  extends ListItemContentProps, React.AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Whether the link points at the current page. It is highlighted and gets `aria-current`.
   * @default false
   */
  active?: boolean;
  /**
   * Whether to render the single child element (such as a router's `Link`) instead of an `<a>`,
   * with the item's classes, attributes and layout merged into it.
   * @default false
   */
  asChild?: boolean;
  /** The link's text, like a `ListItem`'s. With `asChild`, the link element. */
  children?: ReactNode;
  /** A ref to the link element. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A link in a `NavList`, laid out like a list item. */
export function ListItemLink({
  active = false,
  asChild = false,
  icon,
  avatar,
  trailing,
  lines,
  className,
  children,
  ref,
  ...props
}: ListItemLinkProps) {
  const child = asChild ? Children.only(children) : null;
  const content = isValidElement<{children?: ReactNode}>(child) ? child.props.children : children;
  const common = {
    ...props,
    'aria-current': props['aria-current'] ?? (active ? ('page' as const) : undefined),
    'data-active': active ? '' : undefined,
    'data-lines': lines ?? countLines(content),
    className: className
      ? `mat-list-item mat-list-item-link ${className}`
      : 'mat-list-item mat-list-item-link',
  };
  const layout = (
    <ListItemLayout icon={icon} avatar={avatar} trailing={trailing}>
      {content}
    </ListItemLayout>
  );
  if (asChild && isValidElement(child)) {
    return (
      <Slot {...common} ref={ref as Ref<HTMLElement>}>
        {cloneElement(child as ReactElement<{children?: ReactNode}>, undefined, layout)}
      </Slot>
    );
  }
  return (
    <a {...common} ref={ref}>
      {layout}
    </a>
  );
}
