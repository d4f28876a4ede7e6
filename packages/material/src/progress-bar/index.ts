export {
  clampProgress,
  ProgressBar,
  type ProgressAccessibleNameProps,
  type ProgressBarMode,
  type ProgressBarOwnProps,
  type ProgressBarProps,
} from './progress-bar';
