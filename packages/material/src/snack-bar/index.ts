export {
  SnackBarProvider,
  useSnackBar,
  type SnackBarController,
  type SnackBarProviderProps,
} from './snack-bar';
export type {
  SnackBarConfig,
  SnackBarDismiss,
  SnackBarHorizontalPosition,
  SnackBarRef,
  SnackBarVerticalPosition,
} from './snack-bar-store';
