export {
  useControllableState,
  type ControllableStateOptions,
  type ControllableStateSetter,
} from './use-controllable-state';
