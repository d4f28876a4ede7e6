export {composeRefs, setRef, useComposedRefs} from './compose-refs';
export {joinIds} from '../core/id-lists';
export {composeEventHandlers, mergeProps, type AnyProps} from './merge-props';
export {Slot, type SlotProps} from './slot';
