import type {InputHTMLAttributes, Ref} from 'react';
import type {TimeLike} from './time-format';
import type {TimeInputError} from './use-time-input';

/** The words of a timepicker, for languages other than English. */
export interface TimepickerLabels {
  /** The name of the button that opens the list of times. */
  openTimeOptions: string;
  /** The name of the list of times when the field has no label. */
  timeOptions: string;
  /** The validation message for text that names no time. */
  invalidTime: string;
  /** The validation message for a time before `min` or after `max`. */
  unavailableTime: string;
}

/** The English labels every timepicker starts from. */
export const DEFAULT_TIMEPICKER_LABELS: Readonly<TimepickerLabels> = Object.freeze({
  openTimeOptions: 'Open time options',
  timeOptions: 'Time options',
  invalidTime: 'Enter a time, such as 9:30 AM.',
  unavailableTime: 'Choose a time from the list.',
});

/** Props of {@link Timepicker}. Props not listed here go to the text `<input>`. */
export interface TimepickerProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'type' | 'min' | 'max' | 'disabled' | 'list'
> {
  /**
   * The value, when you control it: a `Date` whose hours and minutes are the time (its day is
   * kept when a time is chosen), or `null` for none.
   */
  value?: Date | null;
  /**
   * The value at first, when the timepicker keeps it.
   * @default null
   */
  defaultValue?: Date | null;
  /**
   * Called with the new value: chosen from the list, or read from the text as it is typed. The
   * new `Date` is the old value's day (today's when there was none) at the chosen time, with
   * seconds at zero. `null` when the text is cleared, is not a time, or is out of range.
   */
  onValueChange?: (value: Date | null) => void;
  /** Whether the list of times is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the list of times is open at first, when the timepicker keeps it.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the list asks to open (toggle, arrows, typing, a click) or to close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The time between two options of the list: a number of minutes, or a string with a unit
   * (`"15m"`, `"1h"`, `"90min"`). Ignored when `options` is given.
   * @default 30
   */
  interval?: number | string;
  /**
   * The times to offer instead of one every `interval`, in the order given. Each is a `Date`
   * (only its time counts) or a 24-hour `"HH:mm"` string. Times outside `min`/`max` are left out.
   */
  options?: readonly TimeLike[];
  /**
   * The earliest time of day that can be chosen or typed: a `Date` (only its time counts) or a
   * 24-hour `"HH:mm"` string. The list starts here.
   */
  min?: TimeLike | null;
  /**
   * The latest time of day that can be chosen or typed: a `Date` (only its time counts) or a
   * 24-hour `"HH:mm"` string. The list ends at or before it.
   */
  max?: TimeLike | null;
  /**
   * The locale times are written and read in: 12-hour with AM/PM in `en-US`, 24-hour in `de-DE`.
   * By default the document's `lang` (or the browser's language), after hydration; `en-US` on
   * the server and while hydrating.
   */
  locale?: string;
  /**
   * Called when the typed text turns out not to be an acceptable time (`parse`, `min`, `max`),
   * and with `null` once it is fixed. Show a message in the `FormField`'s `error` with it; the
   * input is marked `aria-invalid` either way.
   */
  onInputErrorChange?: (error: TimeInputError | null) => void;
  /**
   * Whether the timepicker is disabled. Inside a disabled `FormField` it is disabled too.
   * @default false
   */
  disabled?: boolean;
  /** Words for the toggle and the list, for languages other than English. */
  labels?: Partial<TimepickerLabels>;
  /** Extra class names for the listbox panel (`mat-timepicker-panel`). */
  panelClassName?: string;
  /**
   * The form field name. With it, a hidden input submits the time as `HH:mm` (24-hour; empty for
   * none) with the form; the text input itself has no name.
   */
  name?: string;
  /** A ref to the text `<input>`. */
  ref?: Ref<HTMLInputElement>;
}
