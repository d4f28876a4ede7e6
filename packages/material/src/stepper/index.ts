export {Step, type StepProps} from './step';
export type {StepperLabels} from './step-header';
export {StepperNext, StepperPrevious, type StepperButtonProps} from './stepper-buttons';
export {useStepper, type StepperApi} from './stepper-context';
export type {StepIndicator, StepStatus} from './stepper-state';
export {
  Stepper,
  type StepLabelPosition,
  type StepperOrientation,
  type StepperProps,
} from './stepper';
