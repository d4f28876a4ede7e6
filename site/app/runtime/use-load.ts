import {useEffect, useState} from 'react';
import {forgetFailedLoads, loadOnce} from './load-once';

/** Where a load of {@link useLoad} stands. */
export type LoadState<T> = {status: 'loading'} | {status: 'ready'; value: T} | {status: 'failed'};

/**
 * A load shared by key (see {@link loadOnce}, whose retry policy it follows) as React state:
 * loading, then ready with its value or failed. A `key` of `null` waits (the state stays as it
 * was). Returns the state and `retry`, for a "Try again" button: an explicit ask, which forgets
 * the failed load and starts it again.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
): [state: LoadState<T>, retry: () => void] {
  const [state, setState] = useState<LoadState<T>>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loadOnce(key, load).then(
      (value) => live && setState({status: 'ready', value}),
      () => live && setState({status: 'failed'}),
    );
    return () => {
      live = false;
    };
  }, [key, load, attempt]);
  const retry = () => {
    if (key !== null) forgetFailedLoads(key);
    setState({status: 'loading'});
    setAttempt((count) => count + 1);
  };
  return [state, retry];
}
