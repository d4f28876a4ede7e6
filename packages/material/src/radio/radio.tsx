'use client';

import {
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {useRadioGroupContext} from './radio-context';
import './radio.css';
import {composeEventHandlers} from '@material-react/cdk/slot';

/** Props of {@link Radio}. Props not listed here go to the native `<input type="radio">`. */
export interface RadioProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'children' | 'className' | 'style'
> {
  /** The value the group takes when this radio is selected. */
  value: string;
  /**
   * Whether the radio is disabled. A disabled group disables all its radios.
   * @default false
   */
  disabled?: boolean;
  /**
   * Which side of the circle the label is on, following the text direction. Defaults to the
   * group's `labelPosition`.
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
 * A Material 3 radio button: a native `<input type="radio">` in a `<label>`, drawn as a ring that
 * fills with a dot when selected. Place it in a {@link RadioGroup}, which gives it its `name`
 * and `checked` state; on its own it behaves like a plain native radio.
 */
export function Radio({
  value,
  disabled: disabledProp = false,
  labelPosition: labelPositionProp,
  children,
  className,
  style,
  onChange,
  ref,
  ...inputProps
}: RadioProps) {
  const group = useRadioGroupContext();
  const disabled = disabledProp || (group?.disabled ?? false);
  const labelPosition = labelPositionProp ?? group?.labelPosition ?? 'after';
  const groupProps = group
    ? {name: group.name, required: group.required, checked: group.value === value}
    : {};
  const checked = group ? group.value === value : undefined;

  const handleChange = composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) group?.select(value);
  });

  const label =
    children !== undefined && children !== null && children !== false ? (
      <span className="mat-radio-label">{children}</span>
    ) : null;

  return (
    <label
      className={className ? `mat-radio ${className}` : 'mat-radio'}
      style={style}
      data-state={checked === undefined ? undefined : checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      data-label-position={labelPosition}
    >
      {labelPosition === 'before' && label}
      <span className="mat-radio-control">
        <input
          {...inputProps}
          {...groupProps}
          ref={ref}
          type="radio"
          className="mat-radio-input"
          value={value}
          disabled={disabled}
          onChange={handleChange}
        />
        <span className="mat-radio-circle" aria-hidden="true" />
      </span>
      {labelPosition === 'after' && label}
    </label>
  );
}
