'use client';

import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useControllableState} from '@material-react/cdk/state';
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import './checkbox.css';

/** Props of {@link Checkbox}. Props not listed here go to the native `<input type="checkbox">`. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'children' | 'className' | 'style'
> {
  /** Whether the checkbox is checked. Setting it makes the checkbox controlled. */
  checked?: boolean;
  /**
   * Whether the checkbox starts checked, when it is uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /**
   * Whether the checkbox shows the mixed state (a dash), e.g. for a "select all" box when only
   * some items are selected. It sets the input's `indeterminate` property, which assistive
   * technology reports as "mixed". A click still toggles `checked`; the owner then decides the
   * new `indeterminate` value.
   * @default false
   */
  indeterminate?: boolean;
  /** Called with the new checked state when the user toggles the checkbox. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Whether the checkbox is disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the checkbox must be checked for its form to be submitted.
   * @default false
   */
  required?: boolean;
  /**
   * Which side of the box the label is on, following the text direction.
   * @default 'after'
   */
  labelPosition?: 'before' | 'after';
  /** The label. Without it, give the input an `aria-label` or `aria-labelledby`. */
  children?: ReactNode;
  /** Classes for the root `<label>` element. */
  className?: string;
  /** Inline styles for the root `<label>` element. */
  style?: CSSProperties;
  /** A ref to the native `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A Material 3 checkbox: a native `<input type="checkbox">` inside a `<label>`, with the box and
 * its check or dash mark drawn over it. It works in forms, with the keyboard (Space) and with
 * every assistive technology that knows native checkboxes.
 *
 * ```tsx
 * <Checkbox checked={agreed} onCheckedChange={setAgreed}>I agree to the terms</Checkbox>
 * ```
 */
export function Checkbox({
  checked: checkedProp,
  defaultChecked = false,
  indeterminate = false,
  onCheckedChange,
  disabled = false,
  labelPosition = 'after',
  children,
  className,
  style,
  onChange,
  ref,
  ...inputProps
}: CheckboxProps) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const composedRef = useComposedRefs(ref, inputRef);

  // `indeterminate` is a DOM property without an attribute. A click clears it, so it is set again
  // after every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const handleChange = composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) => {
    event.currentTarget.indeterminate = indeterminate;
    setChecked(event.currentTarget.checked);
  });

  const label =
    children !== undefined && children !== null && children !== false ? (
      <span className="mat-checkbox-label">{children}</span>
    ) : null;

  return (
    <label
      className={className ? `mat-checkbox ${className}` : 'mat-checkbox'}
      style={style}
      data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      data-label-position={labelPosition}
    >
      {labelPosition === 'before' && label}
      <span className="mat-checkbox-control">
        <input
          {...inputProps}
          ref={composedRef}
          type="checkbox"
          className="mat-checkbox-input"
          checked={checked}
          disabled={disabled}
          onChange={handleChange}
        />
        <span className="mat-checkbox-box" aria-hidden="true">
          <svg className="mat-checkbox-mark" viewBox="0 0 18 18" focusable="false">
            <path className="mat-checkbox-check" d="M3.5 9.5 7 13l7.5-7.5" />
            <path className="mat-checkbox-dash" d="M4 9h10" />
          </svg>
        </span>
      </span>
      {labelPosition === 'after' && label}
    </label>
  );
}
