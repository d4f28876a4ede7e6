import {compareDates, startOfDay} from './date-math';

/**
 * A range of dates, both ends included. While only the start is chosen, `end` is `null`; an empty
 * range has both `null`. Dates are at local midnight.
 */
export interface DateRange {
  /** The first day of the range, or `null` before one is chosen. */
  start: Date | null;
  /** The last day of the range, or `null` until it is chosen. */
  end: Date | null;
}

/** A range with neither end chosen. */
export const EMPTY_DATE_RANGE: DateRange = Object.freeze({start: null, end: null});

/**
 * The range after a date is chosen in a calendar: the first choice (or any choice once both
 * ends are set) starts a new range; the next choice on or after the start ends it, and one
 * before the start starts the range again from there.
 */
export function selectDateInRange(range: DateRange, date: Date): DateRange {
  const day = startOfDay(date);
  const {start, end} = range;
  if (!start || end) return {start: day, end: null};
  if (compareDates(day, start) >= 0) return {start, end: day};
  return {start: day, end: null};
}

/**
 * The range a calendar previews while a date is hovered or focused with only the start chosen:
 * from the start to that date, or `null` when there is nothing to preview (no start, an end
 * already chosen, or a date before the start).
 */
export function getRangePreview(range: DateRange, date: Date | null): DateRange | null {
  const {start, end} = range;
  if (!start || end || !date || compareDates(date, start) < 0) return null;
  return {start, end: startOfDay(date)};
}

/** Whether a date lies in a range, both ends included. A range without an end holds only its start. */
export function isInDateRange(date: Date, range: DateRange | null): boolean {
  if (!range?.start) return false;
  const end = range.end ?? range.start;
  return compareDates(date, range.start) >= 0 && compareDates(date, end) <= 0;
}

/** Whether two ranges have the same ends (by calendar day). */
export function isSameRange(a: DateRange, b: DateRange): boolean {
  const same = (x: Date | null, y: Date | null) =>
    x === null || y === null ? x === y : compareDates(x, y) === 0;
  return same(a.start, b.start) && same(a.end, b.end);
}
