import type {Ref} from 'react';
import './divider.css';

/** Which way a divider runs. */
export type DividerOrientation = 'horizontal' | 'vertical';

/** Props of {@link Divider}. */
export interface DividerProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * Which way the line runs: `horizontal` separates stacked content, `vertical` separates content
   * side by side (it stretches to its row's height).
   * @default 'horizontal'
   */
  orientation?: DividerOrientation;
  /**
   * Whether the divider is inset: it starts after the 80px-wide leading area of a list item
   * (an avatar or icon column), or is shortened at both ends when vertical.
   * @default false
   */
  inset?: boolean;
  /**
   * Whether the divider is only visual. A decorative divider is hidden from assistive technology;
   * use it where the structure is already clear (between list items, inside a toolbar).
   * @default false
   */
  decorative?: boolean;
  /** A ref to the divider element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A thin line that separates content. It has `role="separator"` and `aria-orientation`, unless
 * it is `decorative`. State is exposed as `data-orientation` and `data-inset` on `.mat-divider`.
 *
 * ```tsx
 * <Divider />
 * <Divider orientation="vertical" />
 * ```
 */
export function Divider({
  orientation = 'horizontal',
  inset = false,
  decorative = false,
  className,
  ...props
}: DividerProps) {
  const semantics = decorative
    ? ({role: 'none'} as const)
    : ({role: 'separator', 'aria-orientation': orientation} as const);
  return (
    <div
      {...semantics}
      {...props}
      data-orientation={orientation}
      data-inset={inset ? '' : undefined}
      className={className ? `mat-divider ${className}` : 'mat-divider'}
    />
  );
}
