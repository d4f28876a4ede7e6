'use client';

import {useParsedTextInput} from '../core/date-time/use-parsed-text-input';
import {formatDate as formatLocaleDate, parseDate as parseLocaleDate} from './date-format';
import {compareDates, isSameDay} from './date-math';

/**
 * Why the text in a date input is not an acceptable date: it is not a date at all (`parse`),
 * it is before `min` or after `max`, or the `dateFilter` refuses it (`filter`).
 */
export type DateInputError = 'parse' | 'min' | 'max' | 'filter';

/** Options of {@link useDateInput}. */
export interface DateInputOptions {
  /** The date the input stands for, or `null`. */
  value: Date | null;
  /** Called with the date the text now stands for: `null` when it is empty, not a date or refused. */
  onValueChange: (value: Date | null) => void;
  /** The locale the text is read and written in. */
  locale: string;
  /** The earliest date accepted. */
  min: Date | null | undefined;
  /** The latest date accepted. */
  max: Date | null | undefined;
  /** Returns `false` for dates that are not accepted. */
  dateFilter: ((date: Date) => boolean) | undefined;
  /** Writes a date as text; by default the locale's short numeric form. */
  formatDate: ((date: Date, locale: string) => string) | undefined;
  /** Reads text as a date; by default in the locale's numeric order. */
  parseDate: ((text: string, locale: string) => Date | null) | undefined;
  /** Called when the error of the text changes, with `null` once it is fine again. */
  onInputErrorChange: ((error: DateInputError | null) => void) | undefined;
}

/** What {@link useDateInput} returns. */
export interface DateInput {
  /** The text to show in the input. */
  text: string;
  /** What is wrong with the text, or `null`. */
  error: DateInputError | null;
  /** Takes new text typed in the input. */
  setText: (text: string) => void;
  /** Writes the value in the locale's format again, once the text is a valid date (on blur). */
  reformat: () => void;
  /** Writes the text of a date, dropping what was typed (a form's reset). */
  rewrite: (date: Date | null) => void;
}

/**
 * The text of a date input and the date it stands for. Typing reads the text as a date at once
 * (an empty text is `null`); text that is no date, or a date that `min`, `max` or the filter
 * refuse, makes the value `null` and sets an error, and the text stays as typed until it is fixed.
 * A value set from outside, or a new locale, rewrites the text.
 */
export function useDateInput(options: DateInputOptions): DateInput {
  const {min, max, dateFilter} = options;
  const {text, error, setText, reformat, rewrite} = useParsedTextInput<Date, DateInputError>({
    value: options.value,
    onValueChange: options.onValueChange,
    locale: options.locale,
    format: options.formatDate ?? formatLocaleDate,
    parse: options.parseDate ?? parseLocaleDate,
    validate: (date) => {
      if (min && compareDates(date, min) < 0) return 'min';
      if (max && compareDates(date, max) > 0) return 'max';
      if (dateFilter && !dateFilter(date)) return 'filter';
      return null;
    },
    isEqual: isSameDay,
    onInputErrorChange: options.onInputErrorChange,
  });
  return {text, error, setText, reformat, rewrite};
}
