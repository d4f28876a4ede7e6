'use client';

import {isElementOf} from '@material-react/cdk/collections';
import {Children, type ReactNode} from 'react';
import type {StepSettings} from './stepper-state';

/** Props of {@link Step}. */
export interface StepProps {
  /** The step's label, shown in its header next to (or under) the step's circle. */
  label: ReactNode;
  /** The accessible name of the step's header, for a label that has no text. */
  'aria-label'?: string;
  /** The step's content, shown while the step is selected. */
  children?: ReactNode;
  /**
   * Whether the step may be skipped: its header says so ("Optional"), and a linear stepper lets
   * the user past it even when it is not valid.
   * @default false
   */
  optional?: boolean;
  /**
   * Whether the step is completed, when you decide it. Left unset, a step completes by itself
   * when the user moves forward from it while it is valid. When set, it alone decides, also
   * whether a linear stepper lets the user past the step.
   */
  completed?: boolean;
  /**
   * Whether the step's content is valid, such as its form fields. In a linear stepper the user
   * cannot move past an invalid step (unless it is optional); an invalid step shows its error
   * state once the user has left it or tried to.
   * @default true
   */
  isValid?: boolean;
  /**
   * Whether the step shows its error state, when you decide it (for instance after a server
   * check). Left unset, the state follows `isValid` and what the user tried.
   */
  hasError?: boolean;
  /** The message shown under the label while the step is in its error state. */
  errorMessage?: ReactNode;
  /**
   * Whether the user can go back to the step once it is completed. A completed step that is not
   * editable shows a check mark and cannot be selected again.
   * @default true
   */
  editable?: boolean;
  /** Extra classes for the step's content element (`.mat-stepper-content`). */
  className?: string;
}

/**
 * One step of a `Stepper`: its label in the header, its content as children. It renders nothing
 * on its own; the stepper renders its header and content. Give steps a `key` when steps are
 * added or removed, so their state stays with them.
 */
export function Step(_props: StepProps): ReactNode {
  return null;
}

/** A step among a stepper's children: its key and its props. */
export interface StepEntry {
  key: string;
  props: StepProps;
}

/** The {@link Step} elements among a stepper's children, in order, with their keys. */
export function collectSteps(children: ReactNode): StepEntry[] {
  return Children.toArray(children)
    .filter((child) => isElementOf(child, Step))
    .map((child) => ({key: String(child.key), props: child.props}));
}

/** What the stepper's state needs to know of a step. */
export function toStepSettings({key, props}: StepEntry): StepSettings {
  return {
    key,
    optional: !!props.optional,
    editable: props.editable !== false,
    isValid: props.isValid !== false,
    completed: props.completed,
    hasError: props.hasError,
  };
}
