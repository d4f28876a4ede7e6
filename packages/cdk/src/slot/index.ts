export {composeRefs, setRef, useComposedRefs} from './compose-refs';
export {composeEventHandlers, mergeProps, type AnyProps} from './merge-props';
export {Slot, type SlotProps} from './slot';
