export {Calendar} from './calendar';
export type {CalendarView, CalendarKeyContext, CalendarKeyInput} from './calendar-keys';
export {getCalendarKeyTarget} from './calendar-keys';
export type {
  CalendarBaseProps,
  CalendarOptions,
  CalendarProps,
  CalendarRangeProps,
  CalendarSingleProps,
} from './calendar-props';
// The locale helpers are shared with the timepicker; they keep their place in the API's order.
export {DEFAULT_DATE_LOCALE} from '../core/date-time/locale';
export {
  formatDate,
  formatFullDate,
  formatMonthYear,
  getDateFieldOrder,
  getDateInputPattern,
  getLocaleFirstDayOfWeek,
  getMonthNames,
  getWeekdayNames,
  parseDate,
} from './date-format';
export {resolveDateLocale} from '../core/date-time/locale';
export type {DateField} from './date-format';
export {
  addDays,
  addMonths,
  addYears,
  buildMonthGrid,
  clampDate,
  compareDates,
  createDate,
  endOfWeek,
  getDaysInMonth,
  isSameDay,
  isSameMonth,
  isValidDate,
  isWithinBounds,
  parseIsoDate,
  startOfDay,
  startOfMonth,
  startOfWeek,
  toIsoDateString,
  type DayOfWeek,
} from './date-math';
export {
  EMPTY_DATE_RANGE,
  getRangePreview,
  isInDateRange,
  selectDateInRange,
  type DateRange,
} from './date-range';
export {DateRangePicker} from './date-range-picker';
export {Datepicker} from './datepicker';
export {
  DEFAULT_DATEPICKER_LABELS,
  type CalendarLabels,
  type DatepickerLabels,
} from './datepicker-labels';
export type {
  DatepickerProps,
  DatepickerSharedProps,
  DateRangePickerProps,
} from './datepicker-props';
export type {DateInputError} from './use-date-input';
export {useDateLocale} from '../core/date-time/locale';
export {useToday} from './use-date-environment';
