'use client';

import {useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject} from 'react';

/** An element that belongs to a form: an `<input>`, `<select>`, `<textarea>` or `<button>`. */
export type FormAssociatedElement =
  HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * Gives a control the native reset: when the form that `ref`'s element belongs to is reset (a
 * reset button, `form.reset()`, or React once a form action has run), `onReset` is called with
 * the control's default. Given `defaultValue` (an uncontrolled control's prop), that is its
 * latest value, as a native input goes back to its latest `defaultValue`; without it, the value
 * the control had when it mounted (a controlled control's first value). A controlled control
 * passes it on through its change callback; an uncontrolled one sets its state. The form is the
 * element's own `form`, so a control placed outside its form with the `form` attribute is reset
 * with it too.
 *
 * `onReset` runs once the reset event's listeners are done: React resets a form after an action
 * in the same commit that renders the action's result, and the defaults of that render count.
 */
export function useFormReset<T>(
  ref: RefObject<FormAssociatedElement | null>,
  value: T,
  onReset: (defaultValue: T) => void,
  defaultValue?: T,
): void {
  const [firstValue] = useState(value);
  const latestDefault = useRef(defaultValue);
  useLayoutEffect(() => {
    latestDefault.current = defaultValue;
  });
  const reset = useEffectEvent(() =>
    onReset(latestDefault.current !== undefined ? latestDefault.current : firstValue),
  );
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const handleReset = () => queueMicrotask(reset);
    form.addEventListener('reset', handleReset);
    return () => form.removeEventListener('reset', handleReset);
  }, [ref]);
}
