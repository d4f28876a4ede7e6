/*
 * Times of day as minutes since midnight, and their locale-aware text, all through `Intl`.
 * Nothing here touches the document, so it runs the same on a server.
 */
import {normalizeDigits, removeDirectionMarks} from '../core/date-time/parsing';

/** The minutes in a day: a time of day is a whole number from 0 to `MINUTES_PER_DAY - 1`. */
export const MINUTES_PER_DAY = 24 * 60;

/**
 * A time of day given to a timepicker: a `Date` (only its hours and minutes count) or a string
 * in 24-hour form, `"HH:mm"` (`"09:00"`, `"17:30"`; seconds are allowed and ignored).
 */
export type TimeLike = Date | string;

/** The minutes since midnight of a date's local time of day (seconds are dropped). */
export function getTimeOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

/**
 * A copy of `date` at the time of day `minutes` (seconds and milliseconds zero), keeping its
 * day, month and year.
 */
export function setTimeOfDay(date: Date, minutes: number): Date {
  const result = new Date(date.getTime());
  result.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  return result;
}

/**
 * Reads a {@link TimeLike} as minutes since midnight: the hours and minutes of a valid `Date`, or
 * a `"HH:mm"` / `"HH:mm:ss"` string in 24-hour form. `null` for anything else.
 */
export function toTimeOfDay(time: TimeLike | null | undefined): number | null {
  if (time == null) return null;
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : getTimeOfDay(time);
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** Writes minutes since midnight as `"HH:mm"` (24-hour, two digits each), as forms submit it. */
export function toIsoTimeString(minutes: number): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Hours and minutes in the locale's way: two-digit hours on a 24-hour clock ("09:30"). */
function getTimeFormatter(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const {hourCycle} = new Intl.DateTimeFormat(locale, {hour: 'numeric'}).resolvedOptions();
    const twelveHour = hourCycle === 'h11' || hourCycle === 'h12';
    formatter = new Intl.DateTimeFormat(locale, {
      hour: twelveHour ? 'numeric' : '2-digit',
      minute: '2-digit',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

// A day without a daylight-saving change, so every time of day exists on it.
const referenceDay = (minutes: number) =>
  new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);

/**
 * Writes a time of day (minutes since midnight) the way the locale writes hours and minutes:
 * `9:30 AM` in American English, `09:30` in German.
 */
export function formatTime(minutes: number, locale: string): string {
  return getTimeFormatter(locale).format(referenceDay(minutes));
}

/** Whether the locale writes times on a 12-hour clock with a day period (AM/PM). */
export function usesTwelveHourClock(locale: string): boolean {
  return getTimeFormatter(locale)
    .formatToParts(referenceDay(13 * 60))
    .some((part) => part.type === 'dayPeriod');
}

const dayPeriods = new Map<string, {am: string; pm: string}>();

/** The locale's words for before and after noon, lower case, such as `am` and `pm`. */
function getDayPeriods(locale: string): {am: string; pm: string} {
  let periods = dayPeriods.get(locale);
  if (!periods) {
    const formatter = new Intl.DateTimeFormat(locale, {hour: 'numeric', hour12: true});
    const period = (minutes: number) =>
      (
        formatter.formatToParts(referenceDay(minutes)).find((part) => part.type === 'dayPeriod')
          ?.value ?? ''
      )
        .toLowerCase()
        .replace(/\./g, '')
        .trim();
    periods = {am: period(60), pm: period(13 * 60)};
    dayPeriods.set(locale, periods);
  }
  return periods;
}

/**
 * Reads what someone typed as a time of day, in minutes since midnight, or `null` when it is not
 * one. Hours and minutes may be separated by `:`, `.` or `h` ("9:30", "9.30", "9h30"), or not at
 * all ("930", "2130"); hours alone ("9") mean on the hour. A day period (the locale's, or
 * English `am`/`pm`/`a`/`p`, with or without dots) turns the hours into a 12-hour clock
 * ("9:30 pm"); without one the hours are on a 24-hour clock ("21:30"). Digits of any script
 * are read.
 */
export function parseTime(text: string, locale: string): number | null {
  let rest = removeDirectionMarks(normalizeDigits(text).toLowerCase())
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
  if (!rest) return null;

  let period: 'am' | 'pm' | null = null;
  const localePeriods = getDayPeriods(locale);
  for (const candidate of ['am', 'pm'] as const) {
    const word = localePeriods[candidate];
    // Latin-script periods are matched by the English patterns below, with or without dots.
    if (word && !/^[a-z ]+$/.test(word) && rest.includes(word)) {
      period = candidate;
      rest = rest.replace(word, ' ');
    }
  }
  if (!period) {
    // After the time ("9:30 pm", "930p") or, as some locales write it, before ("pm 9:30").
    const after = /^(.*\d)\s*([ap])\.?\s*(?:m\.?)?$/.exec(rest);
    const before = /^([ap])\.?\s*(?:m\.?)?\s*(\d.*)$/.exec(rest);
    if (after) {
      period = after[2] === 'a' ? 'am' : 'pm';
      rest = after[1]!;
    } else if (before) {
      period = before[1] === 'a' ? 'am' : 'pm';
      rest = before[2]!;
    }
  }
  rest = rest.trim();

  let hours: number;
  let minutes: number;
  const separated = /^(\d{1,2})\s*[:.h]\s*(\d{2})(?:\s*[:.]\s*\d{2})?$/.exec(rest);
  if (separated) {
    hours = Number(separated[1]);
    minutes = Number(separated[2]);
  } else if (/^\d{1,4}$/.test(rest)) {
    // "9" and "21" are hours; "930" and "2130" are hours followed by two digits of minutes.
    hours = rest.length <= 2 ? Number(rest) : Number(rest.slice(0, -2));
    minutes = rest.length <= 2 ? 0 : Number(rest.slice(-2));
  } else {
    return null;
  }
  if (minutes > 59) return null;
  if (period) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (period === 'pm' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return hours * 60 + minutes;
}

/**
 * Reads an interval between options as whole minutes: a number of minutes, or a string with a
 * unit, `h` for hours and `m` or `min` for minutes (`"15m"`, `"1h"`, `"1.5h"`, `"90min"`); a
 * string without a unit is minutes. `null` for anything that is not a positive whole number of
 * minutes.
 */
export function parseInterval(interval: number | string): number | null {
  let minutes: number;
  if (typeof interval === 'number') {
    minutes = interval;
  } else {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(h|hours?|m|mins?|minutes?)?\s*$/i.exec(interval);
    if (!match) return null;
    const amount = Number(match[1]);
    minutes = match[2]?.toLowerCase().startsWith('h') ? amount * 60 : amount;
  }
  return Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

/**
 * The times of day offered from `min` to `max` (both included, minutes since midnight) every
 * `interval` minutes, starting at `min`.
 */
export function generateTimeOptions(
  interval: number,
  min = 0,
  max = MINUTES_PER_DAY - 1,
): number[] {
  const times: number[] = [];
  for (let time = min; time <= max && time < MINUTES_PER_DAY; time += interval) times.push(time);
  return times;
}
