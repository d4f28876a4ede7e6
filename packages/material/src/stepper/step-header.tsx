'use client';

import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import editIcon from '@material-symbols/svg-400/outlined/edit.svg?raw';
import errorIcon from '@material-symbols/svg-400/outlined/error-fill.svg?raw';
import {VisuallyHidden} from '@material-react/cdk/a11y';
import type {FocusEvent, MouseEvent} from 'react';
import {Icon} from '../icon';
import type {StepProps} from './step';
import type {StepIndicator, StepStatus} from './stepper-state';

/** The words a stepper shows or reads out, for other languages. */
export interface StepperLabels {
  /**
   * Shown under the label of an optional step.
   * @default 'Optional'
   */
  optional: string;
  /**
   * Read out by screen readers for a completed step.
   * @default 'Completed'
   */
  completed: string;
  /**
   * Read out by screen readers for a step in its error state that has no `errorMessage`.
   * @default 'Error'
   */
  error: string;
}

export const DEFAULT_LABELS: StepperLabels = {
  optional: 'Optional',
  completed: 'Completed',
  error: 'Error',
};

const ICONS: Record<Exclude<StepIndicator, 'number'>, string> = {
  edit: editIcon,
  done: checkIcon,
  error: errorIcon,
};

interface StepHeaderProps {
  /** The ids of this step's parts. */
  ids: {header: string; label: string; content: string; description: string};
  /** Marks the header as one of this stepper's, for keyboard navigation. */
  ownerId: string;
  index: number;
  step: StepProps;
  status: StepStatus;
  selected: boolean;
  vertical: boolean;
  tabStop: boolean;
  labels: StepperLabels;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void;
}

/**
 * The header of one step: a `tab` (horizontal) or a button marked `aria-current="step"` when
 * selected (vertical), named by the step's label and described by its state.
 */
export function StepHeader({
  ids,
  ownerId,
  index,
  step,
  status,
  selected,
  vertical,
  tabStop,
  labels,
  onClick,
  onFocus,
  onBlur,
}: StepHeaderProps) {
  const {indicator} = status;
  const hasErrorMessage =
    status.error &&
    step.errorMessage !== undefined &&
    step.errorMessage !== null &&
    step.errorMessage !== false &&
    step.errorMessage !== '';
  const showOptional = !!step.optional && !status.error;
  // Completion and an error without a message have no visible text: they are read out.
  const spoken = status.error
    ? hasErrorMessage
      ? null
      : labels.error
    : status.completed
      ? labels.completed
      : null;
  const describedBy = showOptional || hasErrorMessage || spoken !== null;

  return (
    <button
      type="button"
      id={ids.header}
      role={vertical ? undefined : 'tab'}
      className="mat-step-header"
      data-stepper-header={ownerId}
      aria-selected={vertical ? undefined : selected}
      aria-current={vertical && selected ? 'step' : undefined}
      aria-controls={ids.content}
      // Named by its content: the label (the number and the sub-label are hidden from the name;
      // the sub-label is the description). A name from aria-labelledby would leave the visible
      // number out of the name, which speech input users say.
      aria-label={step['aria-label']}
      aria-describedby={describedBy ? ids.description : undefined}
      aria-disabled={status.selectable ? undefined : true}
      tabIndex={tabStop ? 0 : -1}
      data-state={indicator}
      data-selected={selected ? '' : undefined}
      data-completed={status.completed ? '' : undefined}
      data-error={status.error ? '' : undefined}
      data-optional={step.optional ? '' : undefined}
      onClick={onClick}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <span className="mat-step-header-state-layer" aria-hidden="true" />
      <span className="mat-step-icon" data-state={indicator}>
        {indicator === 'number' ? (
          <span className="mat-step-icon-content" aria-hidden="true">
            {index + 1}
          </span>
        ) : (
          <Icon
            className="mat-step-icon-content"
            svg={ICONS[indicator]}
            size={indicator === 'error' ? 24 : 16}
          />
        )}
      </span>
      <span className="mat-step-label">
        <span className="mat-step-text-label" id={ids.label}>
          {step.label}
        </span>
        {describedBy && (
          <span className="mat-step-sub-label" id={ids.description} aria-hidden="true">
            {showOptional && <span className="mat-step-optional">{labels.optional}</span>}
            {hasErrorMessage && <span className="mat-step-error-message">{step.errorMessage}</span>}
            {spoken !== null && (
              <VisuallyHidden>
                {showOptional ? ', ' : ''}
                {spoken}
              </VisuallyHidden>
            )}
          </span>
        )}
      </span>
    </button>
  );
}
