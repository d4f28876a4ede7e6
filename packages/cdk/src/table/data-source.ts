/** A subscription that can be cancelled: the return value of {@link Subscribable.subscribe}. */
export interface Unsubscribable {
  /** Stops the subscription: the listener is not called again. */
  unsubscribe(): void;
}

/**
 * The smallest observable shape the table understands: something that calls `next` with each new
 * value until unsubscribed. An RxJS `Observable` fits it, and so does {@link DataStream}.
 */
export interface Subscribable<T> {
  /** Starts listening; `next` is called with every value. */
  subscribe(next: (value: T) => void): Unsubscribable;
}

/** What {@link DataSource.connect} may return: rows now, rows later, or rows over time. */
export type DataSourceResult<T> = readonly T[] | Promise<readonly T[]> | Subscribable<readonly T[]>;

/**
 * A source of rows for a table. The table calls `connect` once when it mounts (or when it gets a
 * new source) and `disconnect` when it unmounts or drops the source. Extend it to load, filter,
 * sort or page rows outside React.
 */
export abstract class DataSource<T> {
  /** Gives the rows to render: an array, a promise of one, or a stream of arrays. */
  abstract connect(): DataSourceResult<T>;
  /** Releases what `connect` set up (requests, subscriptions). */
  abstract disconnect(): void;
}

/** Whether a value is a {@link DataSource} (duck-typed, so sources from another copy work too). */
export function isDataSource<T>(value: unknown): value is DataSource<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DataSource<T>).connect === 'function' &&
    typeof (value as DataSource<T>).disconnect === 'function'
  );
}

function isSubscribable<T>(value: unknown): value is Subscribable<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Subscribable<T>).subscribe === 'function'
  );
}

/**
 * A tiny observable value that remembers its latest value and gives it to every new subscriber at
 * once (like RxJS's `BehaviorSubject`). Handy as the return value of {@link DataSource.connect}.
 */
export class DataStream<T> implements Subscribable<T> {
  private current: T;
  private readonly listeners = new Set<(value: T) => void>();

  /** Creates a stream holding `initialValue`. */
  constructor(initialValue: T) {
    this.current = initialValue;
  }

  /** The latest value. */
  get value(): T {
    return this.current;
  }

  /** Stores a new value and gives it to every subscriber. */
  next(value: T): void {
    this.current = value;
    for (const listener of [...this.listeners]) listener(value);
  }

  /** Calls `next` with the latest value now and with every later one until unsubscribed. */
  subscribe(next: (value: T) => void): Unsubscribable {
    this.listeners.add(next);
    next(this.current);
    return {unsubscribe: () => void this.listeners.delete(next)};
  }

  /** The number of active subscribers. */
  get observed(): number {
    return this.listeners.size;
  }
}

/** A data source over a fixed array or a {@link Subscribable} of arrays. */
export class ArrayDataSource<T> extends DataSource<T> {
  /** Creates a source that renders `data`. */
  constructor(private readonly data: readonly T[] | Subscribable<readonly T[]>) {
    super();
  }

  /** Returns the array or stream given to the constructor. */
  connect(): readonly T[] | Subscribable<readonly T[]> {
    return this.data;
  }

  /** Nothing to release: the array belongs to the caller. */
  disconnect(): void {}
}

/**
 * Connects a data source and calls `onData` with each array of rows it produces, whatever form
 * `connect` returns. Returns a function that stops listening and disconnects the source. A promise
 * that settles after that is ignored; a rejected promise is reported through `onError`.
 */
export function connectDataSource<T>(
  source: DataSource<T>,
  onData: (rows: readonly T[]) => void,
  onError?: (error: unknown) => void,
): () => void {
  let active = true;
  let subscription: Unsubscribable | undefined;
  const result = source.connect();
  if (Array.isArray(result)) {
    onData(result);
  } else if (isSubscribable<readonly T[]>(result)) {
    subscription = result.subscribe((rows) => {
      if (active) onData(rows);
    });
  } else {
    (result as Promise<readonly T[]>).then(
      (rows) => {
        if (active) onData(rows);
      },
      (error: unknown) => {
        if (active) onError?.(error);
      },
    );
  }
  return () => {
    active = false;
    subscription?.unsubscribe();
    source.disconnect();
  };
}
