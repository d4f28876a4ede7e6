import {useMemo, type RefObject} from 'react';

/** The ref {@link useDerivedRef} returns: its getter is made here, outside any component or hook. */
function derivedRef<E, T>(
  source: RefObject<E | null>,
  derive: (element: E) => T | null,
): RefObject<T | null> {
  return {
    get current() {
      return source.current ? derive(source.current) : null;
    },
  };
}

/**
 * A ref to what `derive` finds from the element of `source`, worked out each time it is read, for
 * an API that takes a ref to an element that does not exist yet or changes: the element to focus
 * when a dialog opens, or when a form's validation fails. Pass a `derive` defined outside the
 * component, so the ref keeps its identity.
 *
 * A hook, and a getter made outside it, for the React Compiler: it cannot compile a component with
 * an object getter yet, and refuses one that passes a ref, or a function that reads one, to a
 * plain function during render.
 */
export function useDerivedRef<E, T>(
  source: RefObject<E | null>,
  derive: (element: E) => T | null,
): RefObject<T | null> {
  return useMemo(() => derivedRef(source, derive), [source, derive]);
}
