'use client';

import {useFormReset} from '@material-react/cdk/forms';
import {useRef, useState} from 'react';

/**
 * The native form side of a control whose value is a list of selected values (a button toggle
 * group, a chip listbox, a selection list): a reset back to its default (`resetTo`, the
 * uncontrolled `defaultValue`, else the first selection), and whether the form's validation
 * found it invalid. Spread `formValueProps` on the control's `FormValue`.
 */
export function useSelectionFormValue<T>(
  selected: T[],
  setSelected: (values: T[]) => void,
  resetTo: T[] | undefined,
) {
  const validity = useRef<HTMLInputElement>(null);
  useFormReset(validity, selected, setSelected, resetTo);
  const [invalid, setInvalid] = useState(false);
  return {
    invalid,
    formValueProps: {
      ref: validity,
      value: selected.map(String),
      onValidationMessage: (message: string) => setInvalid(message !== ''),
    },
  };
}
