'use client';

import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import type {HTMLAttributes, ReactNode, Ref} from 'react';
import {collectSteps, toStepSettings, type StepEntry} from './step';
import {DEFAULT_LABELS, StepHeader, type StepperLabels} from './step-header';
import {StepperContext, type StepperApi} from './stepper-context';
import {useStepperState} from './stepper-state';
import {useStepList} from './use-step-list';
import './stepper.css';

/** How the steps are laid out: headers in a row above the content, or stacked with it. */
export type StepperOrientation = 'horizontal' | 'vertical';

/** Where a horizontal stepper puts each step's label: after its circle, or under it. */
export type StepLabelPosition = 'end' | 'bottom';

/** Props of {@link Stepper}. */
export interface StepperProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'role' | 'defaultValue' | 'onChange'
> {
  /**
   * The steps: {@link Step} elements, directly or in arrays. Other children are ignored, and so
   * is a `Step` wrapped in a component of yours.
   */
  children?: ReactNode;
  /**
   * Whether the headers are a row above the selected step's content (`horizontal`), or a column
   * with each step's content under its header (`vertical`, for narrow spaces and long forms).
   * @default 'horizontal'
   */
  orientation?: StepperOrientation;
  /**
   * Whether the steps must be done in order: a step can be selected only when the steps before
   * it are valid (or optional), checked with each step's `isValid`.
   * @default false
   */
  linear?: boolean;
  /** The index of the selected step (controlled). */
  selectedIndex?: number;
  /**
   * The index of the step selected first (uncontrolled).
   * @default 0
   */
  defaultSelectedIndex?: number;
  /** Called with the index of the step the user selects, by its header or with next/previous. */
  onSelectedIndexChange?: (index: number) => void;
  /**
   * Where a horizontal stepper puts the labels: after the circles, or centred under them.
   * Vertical steppers always put them after.
   * @default 'end'
   */
  labelPosition?: StepLabelPosition;
  /** The words the stepper shows or reads out, to translate them. */
  labels?: Partial<StepperLabels>;
  /** The accessible name of the stepper (of its tab list when horizontal). */
  'aria-label'?: string;
  /** The id of an element that names the stepper (its tab list when horizontal). */
  'aria-labelledby'?: string;
  /** A ref to the stepper's root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A Material stepper: a workflow split into numbered steps, with headers joined by lines and the
 * content of the selected step. Steps complete as the user moves on; a `linear` stepper keeps the
 * user on a step until it is valid. Move between steps with the headers, or with `StepperNext`,
 * `StepperPrevious` and `useStepper()` inside a step's content.
 *
 * Horizontal headers follow the WAI-ARIA tabs pattern (a `tablist` of `tab`s controlling
 * `tabpanel`s); vertical headers are buttons, the selected one `aria-current="step"`, each above
 * its content `region`. Either way the headers are one tab stop, moved with the arrow keys, Home
 * and End, and Enter or Space selects.
 *
 * ```tsx
 * <Stepper aria-label="Checkout" linear>
 *   <Step label="Address" isValid={address !== ''}>…<StepperNext /></Step>
 *   <Step label="Payment">…</Step>
 * </Stepper>
 * ```
 */
export function Stepper({
  children,
  orientation = 'horizontal',
  linear = false,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  labelPosition = 'end',
  labels: labelsProp,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  onKeyDown,
  ref,
  ...props
}: StepperProps) {
  const steps = collectSteps(children);
  const state = useStepperState({
    steps: steps.map(toStepSettings),
    linear,
    selectedIndex,
    defaultSelectedIndex,
    onSelectedIndexChange,
  });
  const {selected} = state;
  const vertical = orientation === 'vertical';
  const labels = {...DEFAULT_LABELS, ...labelsProp};
  const list = useStepList({keys: steps.map((step) => step.key), selected, vertical});
  const composedRef = useComposedRefs(ref, list.ref);

  const api: Omit<StepperApi, 'stepIndex'> = {
    selectedIndex: selected,
    stepCount: steps.length,
    next: state.next,
    previous: state.previous,
    select: state.select,
    reset: state.reset,
    getStepStatus: state.status,
  };

  const header = (entry: StepEntry, index: number) => (
    <StepHeader
      key={entry.key}
      ids={list.ids(index)}
      ownerId={list.ownerId}
      index={index}
      step={entry.props}
      status={state.status(index)}
      selected={index === selected}
      vertical={vertical}
      tabStop={index === list.tabStop}
      labels={labels}
      onClick={() => state.select(index)}
      onFocus={() => list.setFocusedKey(entry.key)}
      onBlur={list.onHeaderBlur}
    />
  );

  const content = (entry: StepEntry, index: number) => {
    const active = index === selected;
    const {className: contentClass, children: stepChildren} = entry.props;
    return (
      <div
        key={entry.key}
        id={list.ids(index).content}
        role={vertical ? 'region' : 'tabpanel'}
        aria-labelledby={entry.props['aria-label'] ? list.ids(index).header : list.ids(index).label}
        hidden={!active}
        className={contentClass ? `mat-stepper-content ${contentClass}` : 'mat-stepper-content'}
      >
        <StepperContext value={{...api, stepIndex: index}}>{stepChildren}</StepperContext>
      </div>
    );
  };

  const rootClassName = ['mat-stepper', `mat-stepper-${orientation}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      {...props}
      ref={composedRef}
      role={vertical ? 'group' : undefined}
      aria-label={vertical ? ariaLabel : undefined}
      aria-labelledby={vertical ? ariaLabelledBy : undefined}
      className={rootClassName}
      data-orientation={orientation}
      data-label-position={vertical ? undefined : labelPosition}
      data-linear={linear ? '' : undefined}
      onKeyDown={composeEventHandlers(onKeyDown, list.onKeyDown)}
    >
      {vertical ? (
        steps.map((entry, index) => (
          <div
            key={entry.key}
            className="mat-step"
            data-selected={index === selected ? '' : undefined}
          >
            {header(entry, index)}
            <div className="mat-stepper-vertical-content-container">{content(entry, index)}</div>
          </div>
        ))
      ) : (
        <>
          <div
            className="mat-stepper-header-container"
            role="tablist"
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
          >
            {steps.flatMap((entry, index) => [
              ...(index > 0
                ? [
                    <div
                      key={`${entry.key}-line`}
                      className="mat-stepper-horizontal-line"
                      aria-hidden="true"
                    />,
                  ]
                : []),
              header(entry, index),
            ])}
          </div>
          <div className="mat-stepper-content-container">{steps.map(content)}</div>
        </>
      )}
    </div>
  );
}
