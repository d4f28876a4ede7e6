'use client';

import {composeEventHandlers} from '@material-react/cdk/slot';
import {Button, type ButtonProps} from '../button';
import {useStepper} from './stepper-context';

/** Props of {@link StepperNext} and {@link StepperPrevious}: those of a `Button`. */
export type StepperButtonProps = ButtonProps;

/**
 * A button that moves to the next step, for a step's content. In a linear stepper it keeps the
 * user on a step that is not valid, which then shows its error state. Your `onClick` runs first;
 * calling `event.preventDefault()` in it keeps the step.
 *
 * ```tsx
 * <Step label="Address" isValid={valid}>…<StepperNext /></Step>
 * ```
 */
export function StepperNext({
  variant = 'filled',
  children = 'Next',
  onClick,
  ...props
}: StepperButtonProps) {
  const stepper = useStepper();
  return (
    <Button {...props} variant={variant} onClick={composeEventHandlers(onClick, stepper.next)}>
      {children}
    </Button>
  );
}

/**
 * A button that moves back to the previous step, for a step's content. Completed steps that are
 * not editable are skipped. Your `onClick` runs first; calling `event.preventDefault()` in it
 * keeps the step.
 */
export function StepperPrevious({
  variant = 'text',
  children = 'Back',
  onClick,
  ...props
}: StepperButtonProps) {
  const stepper = useStepper();
  return (
    <Button {...props} variant={variant} onClick={composeEventHandlers(onClick, stepper.previous)}>
      {children}
    </Button>
  );
}
