import type {InputHTMLAttributes, Ref} from 'react';
import type {CalendarOptions} from './calendar-props';
import type {DateRange} from './date-range';
import type {DatepickerLabels} from './datepicker-labels';
import type {DateInputError} from './use-date-input';

/** The options both datepickers share: their calendar's, their popup's and their text's. */
export interface DatepickerSharedProps extends Pick<
  CalendarOptions,
  | 'min'
  | 'max'
  | 'dateFilter'
  | 'locale'
  | 'firstDayOfWeek'
  | 'today'
  | 'dateClassName'
  | 'defaultView'
  | 'defaultActiveDate'
> {
  /** Whether the calendar popup is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the calendar popup is open at first, when the datepicker keeps it.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the popup asks to open (the toggle, Alt+ArrowDown in the input) or to close
   * (a choice, Escape, a click outside, the close button).
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Writes a date as the input's text. By default the locale's short numeric form
   * (`1/5/2024` in American English, `5.1.2024` in German).
   */
  formatDate?: (date: Date, locale: string) => string;
  /**
   * Reads the input's text as a date, or `null` when it is not one. By default three numbers in
   * the locale's order of day, month and year, with any separators, or an ISO date.
   */
  parseDate?: (text: string, locale: string) => Date | null;
  /**
   * Called when the typed text turns out not to be an acceptable date (`parse`, `min`, `max`,
   * `filter`), and with `null` once it is fixed. Show a message in the `FormField`'s `error` with
   * it; the input is marked `aria-invalid` either way.
   */
  onInputErrorChange?: (error: DateInputError | null) => void;
  /**
   * Whether the datepicker is disabled. Inside a disabled `FormField` it is disabled too.
   * @default false
   */
  disabled?: boolean;
  /** Words for the toggle, the popup and the calendar, for languages other than English. */
  labels?: Partial<DatepickerLabels>;
  /** Extra class names for the popup's dialog element (`mat-datepicker-content`). */
  panelClassName?: string;
}

/** Props of {@link Datepicker}. Props not listed here go to the `<input>`. */
export interface DatepickerProps
  extends
    DatepickerSharedProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'type' | 'min' | 'max' | 'disabled'
    > {
  /** The date (at local midnight), or `null` for none, when you control it. */
  value?: Date | null;
  /**
   * The date at first, when the datepicker keeps it.
   * @default null
   */
  defaultValue?: Date | null;
  /**
   * Called with the new date: chosen in the calendar, or read from the text as it is typed.
   * `null` when the text is cleared, is not a date, or names a date that cannot be chosen.
   */
  onValueChange?: (value: Date | null) => void;
  /**
   * The form field name. With it, a hidden input submits the date as `YYYY-MM-DD` (empty for
   * none) with the form; the text input itself has no name.
   */
  name?: string;
  /** A ref to the text `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** Props of {@link DateRangePicker}. Props not listed here go to the group around the inputs. */
export interface DateRangePickerProps
  extends
    DatepickerSharedProps,
    Omit<React.HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children' | 'role'> {
  /** The range, when you control it. */
  value?: DateRange;
  /**
   * The range at first, when the picker keeps it.
   * @default {start: null, end: null}
   */
  defaultValue?: DateRange;
  /**
   * Called with the new range: on each choice in the calendar (first with only a start), and as
   * either input's text is typed.
   */
  onValueChange?: (value: DateRange) => void;
  /** The form field name the start date is submitted under (`YYYY-MM-DD`). */
  startName?: string;
  /** The form field name the end date is submitted under (`YYYY-MM-DD`). */
  endName?: string;
  /**
   * A ref to the start date's `<input>`, the first focusable element, which a form library
   * focuses when the range is invalid. Other props go to the group element that holds the two
   * inputs.
   */
  ref?: Ref<HTMLInputElement>;
}
