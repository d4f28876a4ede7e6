'use client';

import {useCallback, useState} from 'react';

/**
 * The browser's validation message of a control that is no native input, as its `FormValue`
 * reports it: kept for the control's own invalid state (`aria-invalid`, `data-invalid`) and
 * passed on to the surrounding form field, which shows it.
 */
export function useValidationMessage(
  field: {reportValidationMessage: (message: string) => void} | null,
) {
  const [message, setMessage] = useState('');
  const report = field?.reportValidationMessage;
  const onValidationMessage = useCallback(
    (next: string) => {
      setMessage(next);
      report?.(next);
    },
    [report],
  );
  return {invalid: message !== '', onValidationMessage};
}
