'use client';

import {useEffect, useEffectEvent, useLayoutEffect, useRef, type Ref, type RefObject} from 'react';
import {VISUALLY_HIDDEN_CLASS} from '../a11y';
import {useComposedRefs} from '../slot';
import type {FormAssociatedElement} from './use-form-reset';

/** What a {@link FormValue} holds, for the browser's validation: see `FormValueProps.kind`. */
export type FormValueKind = 'text' | 'choice' | 'checkbox' | 'radio';

/** Props of {@link FormValue}. */
export interface FormValueProps {
  /** The name the value is submitted under. Without it nothing is submitted. */
  name?: string;
  /** The id of the form the value belongs to, for a control outside it. */
  form?: string;
  /**
   * What the control submits: one entry per string (a multiple choice submits several under the
   * same name; an empty list submits nothing). The value counts as missing when every entry is
   * empty.
   */
  value: string | readonly string[];
  /**
   * Whether a value is required: while it is missing, the form's validation fails and the
   * form is not submitted.
   * @default false
   */
  required?: boolean;
  /**
   * Whether the control is disabled: it submits nothing and is not validated.
   * @default false
   */
  disabled?: boolean;
  /**
   * What the value is, which picks the native control that holds its validity and so the
   * browser's message when a required value is missing: `text` (typed), `choice` (options of a
   * list, as a `<select>`), `checkbox` (a switch that must be on) or `radio` (one of a group).
   * @default 'text'
   */
  kind?: FormValueKind;
  /**
   * A validation message of the control's own (a date out of range, say). While it is not empty
   * the value is invalid with this message, as `setCustomValidity` makes a native input.
   */
  customError?: string;
  /**
   * The control's focusable element. The browser's validation focuses the first invalid value of
   * a form it stops; focus goes on to this element, so the visitor lands on the control.
   */
  focusRef?: RefObject<HTMLElement | null>;
  /**
   * Called with the validation message when the form's validation finds the value invalid, and
   * from then on whenever the message changes: `''` once the value is valid again, or the form
   * is reset.
   */
  onValidationMessage?: (message: string) => void;
  /**
   * A ref to the element that carries the value's validity and form (a hidden `<input>`): give it
   * to `useFormReset`.
   */
  ref?: Ref<FormAssociatedElement>;
}

const noChange = () => {};

/**
 * The native form side of a control that is not a native input (a select, a slider, a toggle
 * group): hidden inputs that submit its value under `name`, and one input that holds its
 * validity, so that `required` (or a custom error) blocks the form's submission with the
 * browser's own validation, `form.checkValidity()` sees it, and the browser's pointer at the
 * first invalid control lands on the control itself. It renders no visible element.
 *
 * ```tsx
 * const validity = useRef<HTMLInputElement>(null);
 * useFormReset(validity, value, setValue);
 * <FormValue ref={validity} name={name} value={value} required={required} focusRef={triggerRef} />
 * ```
 */
export function FormValue({
  name,
  form,
  value,
  kind = 'text',
  required = false,
  disabled = false,
  customError = '',
  focusRef,
  onValidationMessage,
  ref,
}: FormValueProps) {
  const entries = typeof value === 'string' ? [value] : value;
  const missing = entries.every((entry) => entry === '');
  const constrained = required || customError !== '';
  const validityRef = useRef<FormAssociatedElement>(null);
  const composedRef = useComposedRefs(validityRef, ref);
  // The message reported last, or null while the form's validation has not flagged the value.
  const reported = useRef<string | null>(null);

  useLayoutEffect(() => {
    const input = validityRef.current;
    if (!input) return;
    input.setCustomValidity(customError);
    if (reported.current === null) return;
    const message = input.validationMessage;
    if (message === reported.current) return;
    reported.current = message === '' ? null : message;
    onValidationMessage?.(message);
  });

  // A reset starts the form over: the value is no longer shown as invalid until the next check.
  // (The browser's reset of the validity control itself lands on the value React rendered: the
  // forms guide's action example checks that in Chromium.)
  const afterReset = useEffectEvent(() => {
    if (reported.current === null) return;
    reported.current = null;
    onValidationMessage?.('');
  });
  useEffect(() => {
    const form = validityRef.current?.form;
    if (!form) return;
    const handleReset = () => queueMicrotask(afterReset);
    form.addEventListener('reset', handleReset);
    return () => form.removeEventListener('reset', handleReset);
  }, []);

  const validityProps = {
    ref: composedRef,
    className: VISUALLY_HIDDEN_CLASS,
    'aria-hidden': true,
    tabIndex: -1,
    form,
    required: required || undefined,
    disabled: disabled || undefined,
    onFocus: () => focusRef?.current?.focus(),
    onInvalid: (event: React.InvalidEvent<FormAssociatedElement>) => {
      const message = (event.currentTarget as HTMLInputElement).validationMessage;
      reported.current = message;
      onValidationMessage?.(message);
    },
    'data-form-value': '',
  } as const;

  return (
    <>
      {name !== undefined &&
        entries.map((entry, index) => (
          <input
            key={index}
            type="hidden"
            name={name}
            form={form}
            value={entry}
            disabled={disabled || undefined}
          />
        ))}
      {constrained ? (
        // The value's validity: a native control of the kind the value is, out of sight, out of
        // the accessibility tree and the tab order, that validation sees (a hidden input is never
        // validated), so the browser's own message fits. It has no name: it submits nothing.
        kind === 'choice' ? (
          <select {...validityProps} value={missing ? '' : 'chosen'} onChange={noChange}>
            <option value="">–</option>
            <option value="chosen">{entries.join(', ')}</option>
          </select>
        ) : kind === 'text' ? (
          <input
            {...validityProps}
            type="text"
            value={missing ? '' : entries.join(',')}
            onChange={noChange}
          />
        ) : (
          <input {...validityProps} type={kind} checked={!missing} onChange={noChange} />
        )
      ) : (
        // Without constraints: a plain hidden input, which keeps the control's form for a reset.
        <input
          ref={composedRef}
          type="hidden"
          form={form}
          disabled={disabled || undefined}
          data-form-value=""
        />
      )}
    </>
  );
}
