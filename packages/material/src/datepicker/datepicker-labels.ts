/**
 * The words a calendar speaks to assistive technology or shows on its buttons. Month and day
 * names come from `Intl`; these come from you, for languages other than English.
 */
export interface CalendarLabels {
  /** The name of the button that shows the previous month. */
  previousMonth: string;
  /** The name of the button that shows the next month. */
  nextMonth: string;
  /** The name of the button that shows the previous year, in the year view. */
  previousYear: string;
  /** The name of the button that shows the next year, in the year view. */
  nextYear: string;
  /** The name of the button that shows the previous page of years, in the multi-year view. */
  previousYears: string;
  /** The name of the button that shows the next page of years, in the multi-year view. */
  nextYears: string;
  /** Describes the period button in the month view, which switches to the multi-year view. */
  switchToMultiYearView: string;
  /** Describes the period button in the year and multi-year views, which go back to the days. */
  switchToMonthView: string;
  /** Describes the first day of a selected range. */
  rangeStart: string;
  /** Describes the last day of a selected range. */
  rangeEnd: string;
}

/** The words of a datepicker: its calendar's, and its own. */
export interface DatepickerLabels extends CalendarLabels {
  /** The name of the button that opens the calendar. */
  openCalendar: string;
  /** The name of the button in the popup that closes it, for touch screen readers. */
  closeCalendar: string;
  /** The name of the popup when the field has no label. */
  calendar: string;
  /** The name of the start input of a date range picker. */
  startDate: string;
  /** The name of the end input of a date range picker. */
  endDate: string;
  /** The validation message for text that names no date. */
  invalidDate: string;
  /** The validation message for a date the calendar does not offer (before `min`, filtered out). */
  unavailableDate: string;
}

/** The English labels every calendar and datepicker starts from. */
export const DEFAULT_DATEPICKER_LABELS: Readonly<DatepickerLabels> = Object.freeze({
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousYears: 'Previous 24 years',
  nextYears: 'Next 24 years',
  switchToMultiYearView: 'Choose month and year',
  switchToMonthView: 'Choose date',
  rangeStart: 'Start date',
  rangeEnd: 'End date',
  openCalendar: 'Open calendar',
  closeCalendar: 'Close calendar',
  calendar: 'Calendar',
  startDate: 'Start date',
  endDate: 'End date',
  invalidDate: 'Enter a date, such as 3/14/2026.',
  unavailableDate: 'Choose a date the calendar offers.',
});
