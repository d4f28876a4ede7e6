'use client';

import {createContext, useContext} from 'react';

/** What a {@link RadioGroup} shares with its radios. */
export interface RadioGroupContextValue {
  /** The `name` every radio of the group gets. */
  name: string;
  /** The selected value, or `null` when none is. */
  value: string | null;
  /** Selects a value. */
  select: (value: string) => void;
  /** Whether the whole group is disabled. */
  disabled: boolean;
  /** Whether a choice is required. */
  required: boolean;
  /** The label side for radios that do not set their own. */
  labelPosition: 'before' | 'after';
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

/** The group a radio is in, or `null` for a radio on its own. */
export function useRadioGroupContext(): RadioGroupContextValue | null {
  return useContext(RadioGroupContext);
}
