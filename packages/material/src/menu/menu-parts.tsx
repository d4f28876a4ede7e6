import type {Ref} from 'react';

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/** Groups related items (`role="group"`); name it with `aria-label` or `aria-labelledby`. */
export function MenuGroup({className, ...props}: MenuGroupProps) {
  return (
    <div
      {...props}
      role="group"
      className={className ? `mat-menu-group ${className}` : 'mat-menu-group'}
    />
  );
}

/** Props of {@link MenuSeparator}. */
export interface MenuSeparatorProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A ref to the separator element. */
  ref?: Ref<HTMLDivElement>;
}

/** A line between groups of items (`role="separator"`). */
export function MenuSeparator({className, ...props}: MenuSeparatorProps) {
  return (
    <div
      {...props}
      role="separator"
      className={className ? `mat-menu-separator ${className}` : 'mat-menu-separator'}
    />
  );
}

/** Props of {@link MenuLabel}. */
export interface MenuLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the label element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A non-interactive heading inside the panel. It is presentational: keyboard navigation skips it
 * and it names nothing. To name a group, point the group's `aria-labelledby` at its `id`.
 */
export function MenuLabel({className, ...props}: MenuLabelProps) {
  return (
    <div
      {...props}
      role="presentation"
      className={className ? `mat-menu-label ${className}` : 'mat-menu-label'}
    />
  );
}
