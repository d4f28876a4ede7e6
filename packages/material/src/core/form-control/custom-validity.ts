'use client';

import {useEffect, useLayoutEffect, type RefObject} from 'react';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Gives a native input a validation message of the control's own (text that names no date, a
 * time after the maximum): while it is not empty the form's validation refuses the input with
 * it, as `required` does when it is empty.
 */
export function useCustomValidity(ref: RefObject<HTMLInputElement | null>, message: string): void {
  useIsomorphicLayoutEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [ref, message]);
}
