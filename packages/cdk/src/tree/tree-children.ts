/** What a nested tree's `childrenAccessor` may return for a node: its children, now or later. */
export type TreeChildren<T> = readonly T[] | Promise<readonly T[]> | null | undefined;

/**
 * Where the children of a node stand: `idle` before they were asked for (and always for children
 * given at once), `loading` while their promise is pending, then `loaded` or `error`.
 */
export type TreeChildrenStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** How a request for children ended; kept in React state by the tree, by key. */
export interface SettledChildren<T> {
  status: 'loaded' | 'error';
  children: readonly T[];
  error?: unknown;
}

export function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {then?: unknown}).then === 'function'
  );
}

interface ChildrenRequest<T> {
  node: T;
  promise: PromiseLike<readonly T[]>;
}

/**
 * The asynchronous children a tree asked for, one request per key. A request may start while the
 * tree renders (that is when it first learns a node's children come as a promise), so the requests
 * are remembered here rather than in React state; how each one ends is handed to `onSettle`, which
 * puts it in React state. A newer request for a key (a retry) makes the older one's answer stale.
 */
export class ChildrenRequests<T, K> {
  readonly #requests = new Map<K, ChildrenRequest<T>>();
  readonly #onSettle: (key: K, settled: SettledChildren<T>) => void;

  constructor(onSettle: (key: K, settled: SettledChildren<T>) => void) {
    this.#onSettle = onSettle;
  }

  /** Whether children were asked for under this key. */
  has(key: K): boolean {
    return this.#requests.has(key);
  }

  /** The node the last request for this key was made for. */
  nodeOf(key: K): T | undefined {
    return this.#requests.get(key)?.node;
  }

  /** Remembers a request and reports how it ends, unless a newer one replaced it by then. */
  start(key: K, node: T, promise: PromiseLike<readonly T[]>): void {
    const request = {node, promise};
    this.#requests.set(key, request);
    const settle = (settled: SettledChildren<T>) => {
      if (this.#requests.get(key) === request) this.#onSettle(key, settled);
    };
    promise.then(
      (children) => settle({status: 'loaded', children: children ?? []}),
      (error: unknown) => settle({status: 'error', children: [], error}),
    );
  }
}
