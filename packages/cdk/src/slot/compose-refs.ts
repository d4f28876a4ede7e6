import {useMemo, type Ref, type RefCallback} from 'react';

type RefCleanup = () => void;

/**
 * Assigns a value to a ref of any kind: a callback ref (whose cleanup function, if it returns one,
 * is passed back) or a ref object.
 */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): RefCleanup | void {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) ref.current = value;
}

/**
 * Combines several refs into one callback ref, so one element can be handed to every component
 * that needs it. The returned callback follows React 19's cleanup protocol.
 */
export function composeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (cleanup) cleanup();
        else setRef(refs[index], null);
      });
    };
  };
}

/**
 * A memoised {@link composeRefs}: the callback ref only changes when one of the refs does, so
 * React does not detach and re-attach it on every render.
 */
export function useComposedRefs<T>(
  first: Ref<T> | undefined,
  second: Ref<T> | undefined,
  third?: Ref<T>,
): RefCallback<T> {
  return useMemo(() => composeRefs(first, second, third), [first, second, third]);
}
