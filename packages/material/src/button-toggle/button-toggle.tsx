'use client';

import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import {composeEventHandlers} from '@material-react/cdk/slot';
import {useLayoutEffect, type ButtonHTMLAttributes, type ReactNode, type Ref} from 'react';
import {Icon} from '../icon';
import {useButtonToggleGroupContext} from './button-toggle-context';
import './button-toggle.css';

/** Props of {@link ButtonToggle}. Props not listed here go to the `<button>`. */
export interface ButtonToggleProps<T = string> extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'value' | 'tabIndex' | 'aria-checked' | 'aria-pressed'
> {
  /** The value the group takes (or adds, with multiple selection) when this toggle is selected. */
  value: T;
  /**
   * Whether the toggle is disabled: dimmed, skipped by the keyboard and left out of the tab
   * order. A disabled group disables all its toggles.
   * @default false
   */
  disabled?: boolean;
  /**
   * The accessible name, for a toggle that shows only an icon; a toggle with text is named by its
   * text.
   */
  'aria-label'?: string;
  /** The content: text, an `Icon`, or both. */
  children?: ReactNode;
  /** A ref to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One toggle of a {@link ButtonToggleGroup}: a `<button>` that is a `role="radio"` with
 * `aria-checked` in a single-selection group, or a toggle button with `aria-pressed` in a
 * multiple-selection one. Clicking it, or Space or Enter, selects it (and with multiple
 * selection, unselects it again). It must be inside a group.
 */
export function ButtonToggle<T = string>({
  value,
  disabled: disabledProp = false,
  className,
  children,
  onClick,
  ref,
  ...props
}: ButtonToggleProps<T>) {
  const group = useButtonToggleGroupContext();
  const disabled = disabledProp || group.disabled;
  const selected = group.isSelected(value);
  const {multiple, syncTabStops} = group;

  // The group moves its tab stop after its own renders; this covers a toggle that changes alone.
  useLayoutEffect(() => syncTabStops(), [syncTabStops, disabled, selected]);

  return (
    <button
      {...props}
      ref={ref}
      type="button"
      role={multiple ? undefined : 'radio'}
      aria-checked={multiple ? undefined : selected}
      aria-pressed={multiple ? selected : undefined}
      disabled={disabled}
      data-selected={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={className ? `mat-button-toggle ${className}` : 'mat-button-toggle'}
      onClick={composeEventHandlers(onClick, () => {
        if (!disabled) group.toggle(value);
      })}
    >
      {group.showIndicator && (
        <span className="mat-button-toggle-check">
          <Icon svg={checkIcon} size={18} />
        </span>
      )}
      <span className="mat-button-toggle-label">{children}</span>
    </button>
  );
}
