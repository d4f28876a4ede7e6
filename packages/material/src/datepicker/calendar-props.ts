import type {HTMLAttributes, Ref} from 'react';
import type {CalendarView} from './calendar-keys';
import type {DayOfWeek} from './date-math';
import type {DateRange} from './date-range';
import type {CalendarLabels} from './datepicker-labels';

/** The options a calendar shares with the datepickers, which pass them on to theirs. */
export interface CalendarOptions {
  /** The earliest date that can be chosen. Earlier dates are shown disabled. */
  min?: Date | null;
  /** The latest date that can be chosen. Later dates are shown disabled. */
  max?: Date | null;
  /**
   * Returns `false` for a date that cannot be chosen, such as a weekend or a holiday. Such dates
   * are shown disabled, can still be focused, and are skipped by selection.
   */
  dateFilter?: (date: Date) => boolean;
  /**
   * The BCP 47 locale for month names, weekday names and date formats, such as `de-DE`. By
   * default the document's `lang` (or the browser's language) once the page has hydrated, and
   * `en-US` on the server: set it to render the server's HTML in the visitor's language.
   */
  locale?: string;
  /**
   * The first day of the week: 0 for Sunday, 1 for Monday … 6 for Saturday. When set it wins;
   * when not, it comes from the locale (`Intl.Locale` week info, or CLDR data where the browser
   * has none).
   */
  firstDayOfWeek?: DayOfWeek;
  /**
   * The date the calendar marks as today (`aria-current="date"`). By default the visitor's
   * clock, read after hydration so that server and client HTML agree; pass it for stable tests
   * or for a server render that shows a month.
   */
  today?: Date | null;
  /** The view shown, when you control it. Pair it with `onViewChange`. */
  view?: CalendarView;
  /**
   * The view shown at first, when the calendar keeps it: the days of a month, the months of a
   * year, or a page of 24 years.
   * @default 'month'
   */
  defaultView?: CalendarView;
  /** Called when the view changes: through the period button, or choosing a year or a month. */
  onViewChange?: (view: CalendarView) => void;
  /**
   * The active date (the grid's one tab stop, whose month is shown), when you control it. Pair it
   * with `onActiveDateChange`. Dates outside `min`–`max` are brought inside.
   */
  activeDate?: Date | null;
  /**
   * The date active at first, when the calendar keeps it: its month is shown first. By default
   * the selected date (or the start of the range), else today.
   */
  defaultActiveDate?: Date | null;
  /** Called when the active date moves: by the keyboard, the previous and next buttons, or a choice. */
  onActiveDateChange?: (date: Date) => void;
  /** Extra class names for a day's cell, to mark special dates (add a text alternative too). */
  dateClassName?: (date: Date) => string | undefined;
  /** Words for the calendar's buttons and descriptions, for languages other than English. */
  labels?: Partial<CalendarLabels>;
}

/** The props every {@link Calendar} takes, whatever it selects. */
export interface CalendarBaseProps
  extends
    CalendarOptions,
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children'> {
  /**
   * Whether the active date takes focus when the calendar mounts, as in a popup.
   * @default false
   */
  autoFocus?: boolean;
  /** A ref to the calendar's root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Props of a {@link Calendar} that selects one date. */
export interface CalendarSingleProps extends CalendarBaseProps {
  /**
   * Whether one date (`single`) or a range of dates (`range`) is selected.
   * @default 'single'
   */
  selectionMode?: 'single';
  /** The selected date (at local midnight), or `null` for none, when you control it. */
  value?: Date | null;
  /**
   * The date selected at first, when the calendar keeps it.
   * @default null
   */
  defaultValue?: Date | null;
  /** Called with the date chosen, at local midnight. */
  onValueChange?: (value: Date) => void;
}

/** Props of a {@link Calendar} that selects a range of dates (`selectionMode="range"`). */
export interface CalendarRangeProps extends CalendarBaseProps {
  /** Whether one date or a range of dates is selected: `range` here. */
  selectionMode: 'range';
  /** The selected range, when you control it. */
  value?: DateRange;
  /**
   * The range selected at first, when the calendar keeps it.
   * @default {start: null, end: null}
   */
  defaultValue?: DateRange;
  /**
   * Called with the new range on every choice: first with only a start, then with both ends.
   * Choosing a date before the start starts over from there.
   */
  onValueChange?: (value: DateRange) => void;
}

/** Props of {@link Calendar}: one date by default, or a range with `selectionMode="range"`. */
export type CalendarProps = CalendarSingleProps | CalendarRangeProps;
