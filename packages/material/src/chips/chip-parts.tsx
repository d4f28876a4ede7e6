'use client';

import closeIcon from '@material-symbols/svg-400/outlined/cancel.svg?raw';
import type {ReactNode} from 'react';
import {Icon} from '../icon';

/** Content props every kind of chip shares. */
export interface ChipContentProps {
  /** An avatar (a small image or initials) at the start of the chip. */
  avatar?: ReactNode;
  /** An icon at the start of the chip. Ignored when there is an `avatar`. */
  icon?: ReactNode;
  /**
   * Whether the chip has a remove button (and, in a `ChipGrid`, is removed with Backspace or
   * Delete). Removing calls `onRemove`; taking the chip out of the list is up to you.
   * @default false
   */
  removable?: boolean;
  /** Called when the remove button is pressed, or Backspace/Delete in a `ChipGrid`. */
  onRemove?: () => void;
  /** The accessible name of the remove button. By default "Remove" and the chip's text. */
  removeLabel?: string;
}

/** The leading avatar or icon of a chip. */
export function ChipLeading({avatar, icon}: Pick<ChipContentProps, 'avatar' | 'icon'>) {
  if (avatar !== undefined && avatar !== null) {
    return <span className="mat-chip-avatar">{avatar}</span>;
  }
  if (icon !== undefined && icon !== null) return <span className="mat-chip-icon">{icon}</span>;
  return null;
}

/** The remove button of a chip. */
export function ChipRemoveButton({
  label,
  disabled,
  onRemove,
  tabIndex,
}: {
  label: string;
  disabled: boolean;
  onRemove?: (button: HTMLButtonElement) => void;
  tabIndex?: number;
}) {
  return (
    <button
      type="button"
      className="mat-chip-remove"
      aria-label={label}
      disabled={disabled}
      tabIndex={tabIndex}
      onClick={(event) => {
        event.stopPropagation();
        onRemove?.(event.currentTarget);
      }}
    >
      <Icon svg={closeIcon} size={18} />
    </button>
  );
}
