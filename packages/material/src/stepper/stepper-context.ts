'use client';

import {createContext, useContext} from 'react';
import type {StepStatus} from './stepper-state';

/**
 * What {@link useStepper} returns: the stepper's state and the actions that move it. The actions
 * are carried out right after the next render, with the props of that render: a handler can make
 * a step valid or completed and move on in the same event.
 */
export interface StepperApi {
  /** The index of the selected step. */
  selectedIndex: number;
  /** How many steps the stepper has. */
  stepCount: number;
  /**
   * The index of the step whose content called the hook: the step a "Next" button belongs to,
   * which is also the selected one while it is visible.
   */
  stepIndex: number;
  /**
   * Moves to the next step that can be entered. In a linear stepper it refuses while the
   * selected step is not valid, and that step then shows its error state.
   */
  next: () => void;
  /**
   * Moves back to the nearest earlier step that can be entered (completed steps that are not
   * editable are skipped).
   */
  previous: () => void;
  /** Selects the step at an index, if the user could select it by its header. */
  select: (index: number) => void;
  /**
   * Goes back to the first step and forgets which steps were completed automatically or tried.
   * Reset your own form values in the same handler.
   */
  reset: () => void;
  /** The state of the step at an index: completed, in error, selectable, and its indicator. */
  getStepStatus: (index: number) => StepStatus;
}

export const StepperContext = createContext<StepperApi | null>(null);

/**
 * The stepper around a step's content, to build your own navigation: `next`, `previous`,
 * `select` and `reset`, the selected index and each step's status. Call it in a component
 * rendered inside a `Step`'s content; it throws anywhere else.
 *
 * ```tsx
 * function Actions() {
 *   const {next, stepIndex, getStepStatus} = useStepper();
 *   return <Button onClick={next}>{getStepStatus(stepIndex).error ? 'Try again' : 'Next'}</Button>;
 * }
 * ```
 */
export function useStepper(): StepperApi {
  const stepper = useContext(StepperContext);
  if (!stepper) throw new Error('useStepper must be called inside the content of a Step.');
  return stepper;
}
