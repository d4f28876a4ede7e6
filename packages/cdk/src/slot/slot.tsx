import {Children, cloneElement, isValidElement, type ReactNode, type Ref} from 'react';
import {useComposedRefs} from './compose-refs';
import {mergeProps, type AnyProps} from './merge-props';

/** Props of {@link Slot}. Every prop other than `children` and `ref` is merged into the child. */
export interface SlotProps extends React.HTMLAttributes<HTMLElement> {
  /** The single element that is rendered in place of the slot and receives the merged props. */
  children?: ReactNode;
  /** A ref to the child's DOM element, composed with the child's own ref. */
  ref?: Ref<HTMLElement>;
}

/**
 * Renders its single child element instead of an element of its own, merging its props into the
 * child's: class names are concatenated, styles merged, event handlers composed (the child's
 * handler first, then the slot's unless the child called `preventDefault()`), and refs composed.
 * This is what powers the `asChild` prop of the components.
 *
 * ```tsx
 * <Slot className="mat-button" onClick={track}>
 *   <a href="/guide">Guide</a>
 * </Slot>
 * ```
 */
export function Slot({children, ref, ...slotProps}: SlotProps) {
  const child = Children.only(children);
  const element = isValidElement<ChildProps>(child) ? child : null;
  const composedRef = useComposedRefs(ref, element?.props.ref);
  if (!element) throw new Error('Slot expects a single React element as its child.');
  const {ref: _childRef, ...childProps} = element.props;
  return cloneElement(element, {...mergeProps(slotProps, childProps), ref: composedRef});
}

type ChildProps = AnyProps & {ref?: Ref<HTMLElement>};
