'use client';

import {elementType} from '@material-react/cdk/collections';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {isLabelledOnlyByReference} from '../core/form-control/label-by-reference';
import {FormFieldContext, type FormFieldContextValue} from './form-field-context';
import './form-field.css';
import {composeEventHandlers, joinIds, useComposedRefs} from '@material-react/cdk/slot';

/** The look of a form field: a filled container or an outline. */
export type FormFieldAppearance = 'fill' | 'outline';

/** Whether an element is (in) the control area of a form field. */
function isInControlArea(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest('.mat-form-field-infix');
}

/** The validation message of the first input of a field the form's validation rejects. */
function firstInvalidMessage(root: Element): string {
  for (const input of root.querySelectorAll('input, textarea, select')) {
    const control = input as HTMLInputElement;
    if (control.willValidate && !control.validity.valid) return control.validationMessage;
  }
  return '';
}

/** Props of {@link FormField}. */
export interface FormFieldProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'prefix'> {
  /** The field's label. It sits inside the field and floats above the value. */
  label?: ReactNode;
  /** Help text under the field, linked to the control with `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Text at the end of the line under the field, such as a character counter (`12/200`). Also
   * describes the control.
   */
  hintEnd?: ReactNode;
  /**
   * An error message. When set, the field is invalid: the control gets `aria-invalid="true"` and
   * the message replaces the hint and describes the control. Without it, the field shows the
   * browser's message when the form's validation finds the control invalid (a required field
   * left empty on submit), until the value is valid again or the form is reset.
   */
  error?: ReactNode;
  /**
   * The look of the field.
   * @default 'fill'
   */
  appearance?: FormFieldAppearance;
  /** Content before the control inside the field, such as an icon or a currency sign. */
  prefix?: ReactNode;
  /** Content after the control inside the field, such as an icon, a button or a unit. */
  suffix?: ReactNode;
  /**
   * Whether the field is required: the control gets `required` and the label an asterisk, which is
   * hidden from assistive technology (the control itself is announced as required).
   * @default false
   */
  required?: boolean;
  /**
   * Whether the field and its control are disabled.
   * @default false
   */
  disabled?: boolean;
  /** Exactly one control: an `Input`, a `Textarea` or a `Select`. */
  children?: ReactNode;
  /** A ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text field frame in the Material 3 filled or outlined style, around one control (`Input`,
 * `Textarea` or `Select`). It labels the control, floats the label when the control has focus or a
 * value, shows a hint or an error under it (linked with `aria-describedby`) and reserves room for
 * that line so messages never move the page.
 *
 * ```tsx
 * <FormField label="Email" hint="We never share it" error={error}>
 *   <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
 * </FormField>
 * ```
 */
export function FormField({
  label,
  hint,
  hintEnd,
  error,
  appearance = 'fill',
  prefix,
  suffix,
  required = false,
  disabled = false,
  className,
  children,
  onClick,
  onFocus,
  onBlur,
  ref,
  ...props
}: FormFieldProps) {
  const id = useId();
  const [customControlId, setCustomControlId] = useState<string | undefined>();
  const controlId = customControlId ?? `${id}-control`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const hintEndId = `${id}-hint-end`;
  const errorId = `${id}-error`;
  const [focused, setFocused] = useState(false);
  const [hasValue, setHasValue] = useState(false);
  const containerClick = useRef<(() => void) | null>(null);
  const prefixRef = useRef<HTMLSpanElement | null>(null);
  const outlineRef = useRef<HTMLFieldSetElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const composedRef = useComposedRefs(rootRef, ref);
  const [validationMessage, setValidationMessage] = useState('');

  // The form's validation: a native input of the field, or the validity input of a control that
  // is no native input, fires `invalid` when a submit finds it so. The message shows until an
  // edit makes every input of the field valid, or the form is reset.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const handleInvalid = (event: Event) =>
      setValidationMessage((event.target as HTMLInputElement).validationMessage);
    // Read once the edit has rendered: a control's own message (a date that is refused) is set
    // by its render, after this event.
    const handleEdit = () =>
      setTimeout(() => setValidationMessage((shown) => shown && firstInvalidMessage(root)));
    const handleReset = () => setValidationMessage('');
    const form = root.querySelector('input')?.form ?? root.closest('form');
    root.addEventListener('invalid', handleInvalid, true);
    root.addEventListener('input', handleEdit, true);
    root.addEventListener('change', handleEdit, true);
    form?.addEventListener('reset', handleReset);
    return () => {
      root.removeEventListener('invalid', handleInvalid, true);
      root.removeEventListener('input', handleEdit, true);
      root.removeEventListener('change', handleEdit, true);
      form?.removeEventListener('reset', handleReset);
    };
  }, []);

  // The outline's notch starts where the label does, after any prefix.
  useLayoutEffect(() => {
    const outline = outlineRef.current;
    if (!outline) return;
    const offset = prefixRef.current ? prefixRef.current.offsetWidth + 12 : 0;
    outline.style.setProperty('--mat-form-field-notch-offset', `${offset}px`);
  });

  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const invalid = hasError || validationMessage !== '';
  const hasLabel = label !== undefined && label !== null && label !== false && label !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const hasHintEnd = hintEnd !== undefined && hintEnd !== null && hintEnd !== false;
  const describedBy = joinIds(invalid ? errorId : hasHint && hintId, hasHintEnd && hintEndId);

  const registerContainerClick = useCallback((handler: () => void) => {
    containerClick.current = handler;
    return () => {
      if (containerClick.current === handler) containerClick.current = null;
    };
  }, []);

  const context = useMemo<FormFieldContextValue>(
    () => ({
      controlId,
      labelId,
      hasLabel,
      describedBy,
      invalid,
      required,
      disabled,
      setCustomControlId,
      setHasValue,
      registerContainerClick,
      reportValidationMessage: setValidationMessage,
    }),
    [
      controlId,
      labelId,
      hasLabel,
      describedBy,
      invalid,
      required,
      disabled,
      registerContainerClick,
    ],
  );

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = event.target as Element;
    // Clicks on the control itself, or on interactive content such as a suffix button, are theirs.
    if (target.closest('input, textarea, button, a, label, [role="combobox"], [role="row"]'))
      return;
    if (!target.closest('.mat-form-field-container')) return;
    containerClick.current?.();
  };

  // A control that a label cannot point at (the select's trigger) is named by the label's id.
  const labelable = !Children.toArray(children).some(
    (child) => isValidElement(child) && isLabelledOnlyByReference(elementType(child)),
  );
  const floating = focused || hasValue;
  const classes = ['mat-form-field', `mat-form-field-${appearance}`, className]
    .filter(Boolean)
    .join(' ');
  const labelContent = hasLabel ? (
    <>
      {label}
      {required && (
        <span className="mat-form-field-required-marker" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  ) : null;

  return (
    <FormFieldContext value={context}>
      <div
        {...props}
        ref={composedRef}
        className={classes}
        data-appearance={appearance}
        data-focused={focused ? '' : undefined}
        data-floating={floating ? '' : undefined}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-has-label={hasLabel ? '' : undefined}
        // Composed when the event comes rather than during render: the handler reads a ref.
        onClick={(event) => composeEventHandlers(onClick, handleClick)(event)}
        // Only the control counts as focus: a button in the suffix does not highlight the field.
        onFocus={composeEventHandlers(onFocus, (event) => {
          if (isInControlArea(event.target)) setFocused(true);
        })}
        onBlur={composeEventHandlers(onBlur, (event) => {
          if (!isInControlArea(event.relatedTarget)) setFocused(false);
        })}
      >
        <div className="mat-form-field-container">
          {prefix !== undefined && prefix !== null && (
            <span className="mat-form-field-prefix" ref={prefixRef}>
              {prefix}
            </span>
          )}
          <div className="mat-form-field-infix">
            {hasLabel && (
              <label
                className="mat-form-field-label"
                id={labelId}
                htmlFor={labelable ? controlId : undefined}
              >
                {labelContent}
              </label>
            )}
            {children}
          </div>
          {suffix !== undefined && suffix !== null && (
            <span className="mat-form-field-suffix">{suffix}</span>
          )}
          {appearance === 'outline' && (
            // The outline, with a gap (the legend) where the floating label crosses it.
            <fieldset className="mat-form-field-border" aria-hidden="true" ref={outlineRef}>
              <legend className="mat-form-field-notch">
                {hasLabel && <span>{labelContent}</span>}
              </legend>
            </fieldset>
          )}
        </div>
        <div className="mat-form-field-subscript">
          {/* Polite, so an error that appears is read out; the counter stays outside. */}
          <div className="mat-form-field-message" aria-live="polite">
            {invalid ? (
              <div className="mat-form-field-error" id={errorId}>
                {hasError ? error : validationMessage}
              </div>
            ) : (
              hasHint && (
                <div className="mat-form-field-hint" id={hintId}>
                  {hint}
                </div>
              )
            )}
          </div>
          {hasHintEnd && (
            <div className="mat-form-field-hint mat-form-field-hint-end" id={hintEndId}>
              {hintEnd}
            </div>
          )}
        </div>
      </div>
    </FormFieldContext>
  );
}
