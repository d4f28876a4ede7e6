export type {AccessibleNameProps} from './accessible-name';
export {
  getFocusOrigin,
  trackFocusOrigin,
  useFocusOrigin,
  type FocusOrigin,
  type FocusOriginResult,
} from './focus-origin';
export {
  FocusTrap,
  focusInitialElement,
  useFocusTrap,
  type FocusTrapOptions,
  type FocusTrapProps,
} from './focus-trap';
export {
  ListKeyManager,
  type ListKeyboardEvent,
  type ListKeyManagerOptions,
  type ListOrientation,
} from './list-key-manager';
export {
  announce,
  clearAnnouncements,
  LIVE_ANNOUNCER_CLASS,
  type AnnounceOptions,
  type AriaLivePoliteness,
} from './live-announcer';
export {getTabbableElements, isTabbable} from './tabbable';
export {
  isItemDisabled,
  useListNavigation,
  type ListNavigation,
  type ListNavigationOptions,
} from './use-list-navigation';
export {VISUALLY_HIDDEN_CLASS, VisuallyHidden, type VisuallyHiddenProps} from './visually-hidden';
