/*
 * Pure date arithmetic for the calendar and the datepicker. A date here is a plain JavaScript
 * `Date` at local midnight: only its local year, month and day count. Every function returns a
 * new `Date` and never changes its arguments.
 */

/** A day of the week as `Date.getDay()` numbers it: 0 is Sunday, 1 Monday, … 6 Saturday. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** How many years one page of the multi-year view shows. */
export const YEARS_PER_PAGE = 24;

/** How many years a row of the multi-year view holds (and months a row of the year view). */
export const PERIODS_PER_ROW = 4;

/**
 * The date for a local year, month (0 for January) and day, at local midnight. Years below 100
 * stay as they are (`new Date(99, 0, 1)` would mean 1999). Out-of-range months and days roll
 * over, as with `new Date`.
 */
export function createDate(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** Whether a value is a `Date` that holds a real time (not `Invalid Date`). */
export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** The same calendar day at local midnight. */
export function startOfDay(date: Date): Date {
  return createDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The number of days in a month (0 for January) of a year. */
export function getDaysInMonth(year: number, month: number): number {
  return createDate(year, month + 1, 0).getDate();
}

/** The date a number of days later (or earlier, when negative). Safe across daylight saving. */
export function addDays(date: Date, days: number): Date {
  return createDate(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The date a number of months later (or earlier). A day that the target month lacks becomes its
 * last day: one month after January 31 is February 28 or 29.
 */
export function addMonths(date: Date, months: number): Date {
  const target = createDate(date.getFullYear(), date.getMonth() + months, 1);
  const day = Math.min(date.getDate(), getDaysInMonth(target.getFullYear(), target.getMonth()));
  return createDate(target.getFullYear(), target.getMonth(), day);
}

/** The date a number of years later (or earlier); February 29 becomes February 28 if need be. */
export function addYears(date: Date, years: number): Date {
  return addMonths(date, years * 12);
}

/** Whether two dates fall on the same calendar day. `null` is only the same day as `null`. */
export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Whether two dates fall in the same month of the same year. */
export function isSameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** Compares two dates by calendar day: negative if `a` is earlier, 0 on the same day, positive if later. */
export function compareDates(a: Date, b: Date): number {
  return (
    a.getFullYear() - b.getFullYear() || a.getMonth() - b.getMonth() || a.getDate() - b.getDate()
  );
}

/** Whether a date lies between `min` and `max`, both included; a missing bound is no bound. */
export function isWithinBounds(
  date: Date,
  min: Date | null | undefined,
  max: Date | null | undefined,
): boolean {
  return (!min || compareDates(date, min) >= 0) && (!max || compareDates(date, max) <= 0);
}

/** The date itself, or `min` when it is earlier, or `max` when it is later (at local midnight). */
export function clampDate(date: Date, min: Date | null | undefined, max: Date | null | undefined) {
  if (min && compareDates(date, min) < 0) return startOfDay(min);
  if (max && compareDates(date, max) > 0) return startOfDay(max);
  return startOfDay(date);
}

/** The first day of the date's month. */
export function startOfMonth(date: Date): Date {
  return createDate(date.getFullYear(), date.getMonth(), 1);
}

/** The first day of the week that holds the date, for weeks that begin on `firstDayOfWeek`. */
export function startOfWeek(date: Date, firstDayOfWeek: DayOfWeek): Date {
  const offset = (date.getDay() - firstDayOfWeek + 7) % 7;
  return addDays(date, -offset);
}

/** The last day of the week that holds the date, for weeks that begin on `firstDayOfWeek`. */
export function endOfWeek(date: Date, firstDayOfWeek: DayOfWeek): Date {
  return addDays(startOfWeek(date, firstDayOfWeek), 6);
}

/** The days of the week in the order a calendar shows them, starting with `firstDayOfWeek`. */
export function getWeekdayOrder(firstDayOfWeek: DayOfWeek): DayOfWeek[] {
  return Array.from({length: 7}, (_, index) => ((firstDayOfWeek + index) % 7) as DayOfWeek);
}

/** How many weeks a month grid always has, so that the calendar keeps its height. */
export const WEEKS_PER_MONTH_GRID = 6;

/**
 * The weeks of a month as a calendar lays them out: always six rows of seven, the first row
 * starting on `firstDayOfWeek`. A slot holds the date of a day of the month, or `null` for the
 * days before the first and after the last.
 */
export function buildMonthGrid(
  year: number,
  month: number,
  firstDayOfWeek: DayOfWeek,
): (Date | null)[][] {
  const first = createDate(year, month, 1);
  const leading = (first.getDay() - firstDayOfWeek + 7) % 7;
  const days = getDaysInMonth(year, month);
  return Array.from({length: WEEKS_PER_MONTH_GRID}, (_, week) =>
    Array.from({length: 7}, (_, weekday) => {
      const day = week * 7 + weekday - leading + 1;
      return day >= 1 && day <= days ? createDate(year, month, day) : null;
    }),
  );
}

/** `n` modulo `m`, never negative. */
function positiveModulo(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/**
 * The first year of the multi-year page that shows `year`. Pages are {@link YEARS_PER_PAGE}
 * years long and line up with the bounds: the last page ends with the year of `max`, or else
 * the first page starts with the year of `min`.
 */
export function getYearPageStart(
  year: number,
  min: Date | null | undefined,
  max: Date | null | undefined,
): number {
  const anchor = max ? max.getFullYear() - YEARS_PER_PAGE + 1 : min ? min.getFullYear() : 0;
  return year - positiveModulo(year - anchor, YEARS_PER_PAGE);
}

/** A date as an ISO 8601 calendar date, `YYYY-MM-DD`, from its local fields. */
export function toIsoDateString(date: Date): string {
  const year = date.getFullYear();
  const yearText = year < 0 ? `-${String(-year).padStart(6, '0')}` : String(year).padStart(4, '0');
  return `${yearText}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Reads an ISO 8601 calendar date (`YYYY-MM-DD`) as a local date, or `null` if it is not one. */
export function parseIsoDate(text: string): Date | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > getDaysInMonth(year, month - 1)) return null;
  return createDate(year, month - 1, day);
}
