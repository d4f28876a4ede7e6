export {
  ProgressSpinner,
  type ProgressSpinnerMode,
  type ProgressSpinnerOwnProps,
  type ProgressSpinnerProps,
} from './progress-spinner';
