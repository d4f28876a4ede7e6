'use client';

import {useEffect, useEffectEvent, useState, type RefObject} from 'react';

/** An element that belongs to a form: an `<input>`, `<select>`, `<textarea>` or `<button>`. */
export type FormAssociatedElement =
  HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * Gives a control the native reset: when the form that `ref`'s element belongs to is reset
 * (a reset button, `form.reset()`), `onReset` is called with the value the control had when it
 * mounted, its default. A controlled control passes it on through its change callback; an
 * uncontrolled one sets its state. The form is the element's own `form`, so a control placed
 * outside its form with the `form` attribute is reset with it too.
 */
export function useFormReset<T>(
  ref: RefObject<FormAssociatedElement | null>,
  value: T,
  onReset: (initialValue: T) => void,
): void {
  const [initialValue] = useState(value);
  const reset = useEffectEvent(() => onReset(initialValue));
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const handleReset = () => reset();
    form.addEventListener('reset', handleReset);
    return () => form.removeEventListener('reset', handleReset);
  }, [ref]);
}
