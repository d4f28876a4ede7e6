'use client';

import {useCallback, useLayoutEffect, useRef, useState} from 'react';

/** Options of {@link useControllableState}. */
export interface ControllableStateOptions<T> {
  /** The controlled value. While it is not `undefined` the hook never changes the value itself. */
  value?: T;
  /** The initial value when the state is uncontrolled. */
  defaultValue: T;
  /** Called with the new value whenever a change is requested and the value differs. */
  onChange?: (value: T) => void;
}

/** A state setter that accepts a value or an updater function, like React's. */
export type ControllableStateSetter<T> = (next: T | ((previous: T) => T)) => void;

/**
 * State that is either controlled by a prop (`value` + `onChange`) or kept internally
 * (`defaultValue`), with one setter for both cases. The setter calls `onChange` only when the value
 * actually changes.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, ControllableStateSetter<T>] {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolledValue;

  const latest = useRef({current, isControlled, onChange});
  useLayoutEffect(() => {
    latest.current = {current, isControlled, onChange};
  });

  const setValue = useCallback<ControllableStateSetter<T>>((next) => {
    const state = latest.current;
    const resolved =
      typeof next === 'function' ? (next as (previous: T) => T)(state.current) : next;
    if (Object.is(resolved, state.current)) return;
    // Two calls in one event must see each other's result before React re-renders.
    state.current = resolved;
    if (!state.isControlled) setUncontrolledValue(resolved);
    state.onChange?.(resolved);
  }, []);

  return [current, setValue];
}
