import {isValidElement, type ReactElement, type ReactNode} from 'react';

/** How React marks a lazily resolved element type. */
const LAZY_TYPE = Symbol.for('react.lazy');

interface LazyType {
  $$typeof: symbol;
  _payload: unknown;
  _init(payload: unknown): unknown;
}

/**
 * The component an element renders. An element that a Server Component passes to a client
 * component has a lazy type, a reference the client resolves to the component once its module
 * has loaded (which it has by the time the client component renders). Resolving it reads
 * React's lazy wrapper, the one place the library relies on its shape; while the module still
 * loads, resolving throws the promise React waits on, and the render suspends until it is in.
 */
export function elementType(element: ReactElement): unknown {
  const type = element.type as unknown;
  if (
    typeof type === 'object' &&
    type !== null &&
    (type as {$$typeof?: unknown}).$$typeof === LAZY_TYPE
  ) {
    const lazy = type as LazyType;
    return lazy._init(lazy._payload);
  }
  return type;
}

/**
 * Whether `node` is an element of `component`, also when a Server Component created it (see
 * {@link elementType}): how a component finds its parts among its children (a select's options,
 * a tab group's tabs).
 */
export function isElementOf<P>(
  node: ReactNode,
  component: (props: P) => ReactNode,
): node is ReactElement<P> {
  return isValidElement(node) && elementType(node) === component;
}
