import type {Ref} from 'react';
import './toolbar.css';

/** The colour role of a toolbar's container. */
export type ToolbarColor = 'surface' | 'primary';

/** Props of {@link Toolbar}. */
export interface ToolbarProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * The container colour: the surface, or the primary colour with on-primary content (icon
   * buttons inside take that content colour).
   * @default 'surface'
   */
  color?: ToolbarColor;
  /** A ref to the toolbar `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A container for headers, titles and actions. Put content in it directly for a single row, or
 * use several `ToolbarRow`s for more. It is a layout container, not an ARIA `toolbar` widget (it
 * has no arrow-key navigation), so it has no role; wrap it in a `<header>` or `<nav>` as fits.
 *
 * ```tsx
 * <Toolbar color="primary">
 *   <span>My app</span>
 * </Toolbar>
 * ```
 */
export function Toolbar({color = 'surface', className, ...props}: ToolbarProps) {
  return (
    <div
      role="none"
      {...props}
      data-color={color}
      className={className ? `mat-toolbar ${className}` : 'mat-toolbar'}
    />
  );
}

/** Props of {@link ToolbarRow}. */
export interface ToolbarRowProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the row `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** One row of a multi-row `Toolbar`: 64px high (56px on narrow screens), content centred. */
export function ToolbarRow({className, ...props}: ToolbarRowProps) {
  return (
    <div {...props} className={className ? `mat-toolbar-row ${className}` : 'mat-toolbar-row'} />
  );
}
