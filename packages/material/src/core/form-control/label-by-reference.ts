/** Control components that a `<label for>` cannot point at: see {@link labelOnlyByReference}. */
const LABELLED_BY_REFERENCE = new WeakSet<object>();

/**
 * Marks a control component whose element a `<label for>` cannot point at: HTML labels only form
 * elements (`input`, `select`, `textarea`, `button`…), not a `div` with a role such as the
 * select's `combobox`. A `FormField` whose child is such a component leaves its label's `for`
 * out, and the control names itself with `aria-labelledby` and the field's `labelId`. The field
 * reads the mark from its child element as it renders, so the prerendered label is right too.
 */
export function labelOnlyByReference(component: object) {
  LABELLED_BY_REFERENCE.add(component);
}

/** Whether `component` was marked with {@link labelOnlyByReference}. */
export function isLabelledOnlyByReference(component: unknown): boolean {
  return typeof component === 'function' && LABELLED_BY_REFERENCE.has(component);
}
