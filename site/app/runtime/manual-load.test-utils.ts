import {vi} from 'vitest';

/**
 * For tests of loading: a load function (a mock) whose promises the test settles by hand, through
 * `settle`, which always settles the promise of the latest call.
 */
export function manualLoad<T>() {
  const settle: {resolve: (value: T) => void; reject: (error: Error) => void} = {
    resolve: () => {},
    reject: () => {},
  };
  const load = vi.fn(
    () => new Promise<T>((resolve, reject) => Object.assign(settle, {resolve, reject})),
  );
  return {load, settle};
}
