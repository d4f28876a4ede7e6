'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useId, useMemo, type HTMLAttributes, type ReactNode, type Ref} from 'react';
import {RadioGroupContext, type RadioGroupContextValue} from './radio-context';
import './radio.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'role'
> {
  /**
   * The `name` of the radios, which ties them into one group for the browser (arrow keys, forms).
   * A unique name is generated when it is not set.
   */
  name?: string;
  /** The selected value; `null` for none. Setting it makes the group controlled. */
  value?: string | null;
  /**
   * The value selected at first, when the group is uncontrolled.
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the newly selected value when the user picks a radio. */
  onValueChange?: (value: string) => void;
  /**
   * Whether every radio of the group is disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether a choice is required to submit the form.
   * @default false
   */
  required?: boolean;
  /**
   * Which side of each radio its label is on, unless a radio sets its own.
   * @default 'after'
   */
  labelPosition?: 'before' | 'after';
  /**
   * The direction the radios are laid out in. Arrow keys follow the browser's native behaviour
   * either way (both Up/Down and Left/Right move).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The radios, and anything else. */
  children?: ReactNode;
  /** A ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of radio buttons of which at most one is selected: an element with `role="radiogroup"`
 * around native radio inputs that share one `name`. Name it with `aria-label` or
 * `aria-labelledby`.
 *
 * ```tsx
 * <RadioGroup aria-label="Size" value={size} onValueChange={setSize}>
 *   <Radio value="s">Small</Radio>
 *   <Radio value="m">Medium</Radio>
 * </RadioGroup>
 * ```
 */
export function RadioGroup({
  name: nameProp,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  disabled = false,
  required = false,
  labelPosition = 'after',
  orientation = 'vertical',
  className,
  children,
  ref,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const name = nameProp ?? generatedName;
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((value: string | null) => void) | undefined,
  });

  const context = useMemo<RadioGroupContextValue>(
    () => ({name, value, select: setValue, disabled, required, labelPosition}),
    [name, value, setValue, disabled, required, labelPosition],
  );

  return (
    <div
      {...props}
      ref={ref}
      role="radiogroup"
      aria-disabled={disabled || undefined}
      aria-required={required || undefined}
      aria-orientation={orientation}
      data-orientation={orientation}
      data-disabled={disabled ? '' : undefined}
      className={className ? `mat-radio-group ${className}` : 'mat-radio-group'}
    >
      <RadioGroupContext value={context}>{children}</RadioGroupContext>
    </div>
  );
}
