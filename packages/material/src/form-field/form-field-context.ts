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
  /** Whether the field is invalid (it has an error). */
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
}

/** Control components that a `<label for>` cannot point at: see {@link labelOnlyByReference}. */
const LABELLED_BY_REFERENCE = new WeakSet<object>();

/**
 * Marks a control component whose element a `<label for>` cannot point at: HTML labels only form
 * elements (`input`, `select`, `textarea`, `button`…), not a `div` with a role such as the
 * select's `combobox`. A `FormField` whose child is such a component leaves its label's `for`
 * out, and the control names itself with `aria-labelledby` and the field's `labelId`. The field
 * reads the mark from its child element as it renders, so the prerendered label is right too.
 * @docs-private
 */
export function labelOnlyByReference(component: object) {
  LABELLED_BY_REFERENCE.add(component);
}

/** Whether `component` was marked with {@link labelOnlyByReference}. */
export function isLabelledOnlyByReference(component: unknown): boolean {
  return typeof component === 'function' && LABELLED_BY_REFERENCE.has(component);
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

/**
 * Joins space-separated id lists, dropping empty ones.
 * @docs-private
 */
export function joinIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
