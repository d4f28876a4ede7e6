'use client';

import {createContext, useContext} from 'react';

/** What a `FormField` shares with the control inside it. */
export interface FormFieldContextValue {
  /** The id the control takes, so the label points at it. */
  controlId: string;
  /** The id of the label element. */
  labelId: string;
  /** Whether the field has a label. */
  hasLabel: boolean;
  /** The ids of the hint/error and counter texts that describe the control, space-separated. */
  describedBy: string | undefined;
  /** Whether the field is invalid: it has an error, or the form's validation found it so. */
  invalid: boolean;
  /** Whether the field is required. */
  required: boolean;
  /** Whether the field is disabled. */
  disabled: boolean;
  /** Tells the field the control's own id, when it has one (`undefined` to use the field's). */
  setCustomControlId: (id: string | undefined) => void;
  /** Reports whether the control has a value (or shows a placeholder), which floats the label. */
  setHasValue: (hasValue: boolean) => void;
  /**
   * Registers what a click on the field's container does (by default it focuses the control).
   * Returns a function that unregisters it.
   */
  registerContainerClick: (handler: () => void) => () => void;
  /**
   * Reports the browser's validation message of a control that is no native input (`''` once
   * its value is valid again), for the field to show in its error line. A native input's own
   * `invalid` and `input` events tell the field without it.
   */
  reportValidationMessage: (message: string) => void;
}

/** The context a `FormField` provides to its control. `null` outside a form field. */
export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/**
 * The surrounding `FormField`'s state, or `null` outside one. Custom controls use it to take the
 * field's ids and state.
 */
export function useFormField(): FormFieldContextValue | null {
  return useContext(FormFieldContext);
}
