'use client';

import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import closeIcon from '@material-symbols/svg-400/outlined/close.svg?raw';
import {FormValue, useFormReset} from '@material-react/cdk/forms';
import {useControllableState} from '@material-react/cdk/state';
import {
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import {Icon} from '../icon';
import './slide-toggle.css';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';

/** Props of {@link SlideToggle}. Props not listed here go to the `<button role="switch">`. */
export interface SlideToggleProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'value' | 'children' | 'className' | 'style' | 'onChange'
> {
  /** Whether the toggle is on. Setting it makes the toggle controlled. */
  checked?: boolean;
  /**
   * Whether the toggle starts on, when it is uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state when the user switches the toggle. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Whether the toggle is disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the handle shows no check and cross icons.
   * @default false
   */
  hideIcon?: boolean;
  /**
   * Which side of the track the label is on, following the text direction.
   * @default 'after'
   */
  labelPosition?: 'before' | 'after';
  /**
   * The form field name. With it, a hidden input submits `value` while the toggle is on.
   */
  name?: string;
  /**
   * The value submitted with `name` while the toggle is on.
   * @default 'on'
   */
  value?: string;
  /**
   * Whether the toggle must be on for its form to be submitted, like a required checkbox.
   * @default false
   */
  required?: boolean;
  /** The label. Without it, give the toggle an `aria-label` or `aria-labelledby`. */
  children?: ReactNode;
  /** Classes for the root element. */
  className?: string;
  /** Inline styles for the root element. */
  style?: CSSProperties;
  /** A ref to the `<button role="switch">`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A Material 3 switch: turns one setting on or off at once. It is a `<button role="switch">`
 * with `aria-checked`, labelled by its visible label; Space and Enter toggle it.
 *
 * ```tsx
 * <SlideToggle checked={wifi} onCheckedChange={setWifi}>Wi-Fi</SlideToggle>
 * ```
 */
export function SlideToggle({
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  hideIcon = false,
  labelPosition = 'after',
  name,
  value = 'on',
  required = false,
  form,
  children,
  className,
  style,
  id: idProp,
  onClick,
  ref,
  ...buttonProps
}: SlideToggleProps) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const track = useRef<HTMLButtonElement>(null);
  const trackRef = useComposedRefs(ref, track);
  const validity = useRef<HTMLInputElement>(null);
  useFormReset(
    validity,
    checked,
    setChecked,
    checkedProp === undefined ? defaultChecked : undefined,
  );
  const [invalid, setInvalid] = useState(false);
  const generatedId = useId();
  const id = idProp ?? `mat-slide-toggle-${generatedId}`;
  const labelId = `${id}-label`;
  const hasLabel = children !== undefined && children !== null && children !== false;
  const named =
    buttonProps['aria-label'] !== undefined || buttonProps['aria-labelledby'] !== undefined;

  const handleClick = composeEventHandlers(onClick, () => setChecked(!checked));

  const label = hasLabel ? (
    <label id={labelId} htmlFor={id} className="mat-slide-toggle-label">
      {children}
    </label>
  ) : null;

  return (
    <div
      className={className ? `mat-slide-toggle ${className}` : 'mat-slide-toggle'}
      style={style}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      data-label-position={labelPosition}
      data-icon={hideIcon ? undefined : ''}
      data-invalid={invalid ? '' : undefined}
    >
      {labelPosition === 'before' && label}
      <button
        aria-labelledby={hasLabel && !named ? labelId : undefined}
        {...buttonProps}
        ref={trackRef}
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-required={required || undefined}
        aria-invalid={buttonProps['aria-invalid'] ?? (invalid || undefined)}
        disabled={disabled}
        className="mat-slide-toggle-track"
        onClick={handleClick}
      >
        <span className="mat-slide-toggle-handle">
          {!hideIcon && (
            <Icon
              svg={checked ? checkIcon : closeIcon}
              size={16}
              className="mat-slide-toggle-icon"
            />
          )}
        </span>
      </button>
      {labelPosition === 'after' && label}
      <FormValue
        ref={validity}
        kind="checkbox"
        name={name}
        form={form}
        value={checked ? [value] : []}
        required={required}
        disabled={disabled}
        focusRef={track}
        onValidationMessage={(message) => setInvalid(message !== '')}
      />
    </div>
  );
}
