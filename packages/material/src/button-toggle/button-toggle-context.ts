'use client';

import {createContext, useContext} from 'react';

/** What a `ButtonToggleGroup` shares with its toggles. Internal: not exported by the entry point. */
export interface ButtonToggleGroupContextValue {
  /** Whether several toggles can be selected (`aria-pressed` buttons) or one (`role="radio"`). */
  multiple: boolean;
  /** Whether the whole group is disabled. */
  disabled: boolean;
  /** Whether selected toggles show a check mark before their content. */
  showIndicator: boolean;
  /** Whether a value is selected. */
  isSelected: (value: unknown) => boolean;
  /** Selects a value (single selection) or flips it (multiple selection). */
  toggle: (value: unknown) => void;
  /** Puts the roving tab stop back in line with the selection, focus and disabled toggles. */
  syncTabStops: () => void;
}

export const ButtonToggleGroupContext = createContext<ButtonToggleGroupContextValue | null>(null);

/** The group a toggle is in; a toggle outside a group is a mistake. */
export function useButtonToggleGroupContext(): ButtonToggleGroupContextValue {
  const group = useContext(ButtonToggleGroupContext);
  if (!group) throw new Error('ButtonToggle must be inside a ButtonToggleGroup.');
  return group;
}
