import {useEffect, useRef, useState} from 'react';
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
}

/** The text and the value it was read as (or written from), in a locale. */
interface TextState {
  text: string;
  value: Date | null;
  locale: string;
}

/**
 * The text of a date input and the date it stands for. Typing reads the text as a date at once
 * (an empty text is `null`); text that is no date, or a date that `min`, `max` or the filter
 * refuse, makes the value `null` and sets an error, and the text stays as typed until it is fixed.
 * A value set from outside, or a new locale, rewrites the text.
 */
export function useDateInput(options: DateInputOptions): DateInput {
  const {value, locale, min, max, dateFilter} = options;
  const format = (date: Date | null) =>
    date ? (options.formatDate ?? formatLocaleDate)(date, locale) : '';
  const parse = (text: string, inLocale = locale) =>
    text.trim() ? (options.parseDate ?? parseLocaleDate)(text, inLocale) : null;
  const check = (date: Date | null, text: string): DateInputError | null => {
    if (!date) return text.trim() ? 'parse' : null;
    if (min && compareDates(date, min) < 0) return 'min';
    if (max && compareDates(date, max) > 0) return 'max';
    if (dateFilter && !dateFilter(date)) return 'filter';
    return null;
  };

  const [state, setState] = useState<TextState>(() => ({text: format(value), value, locale}));
  let current = state;
  // The text is read in the locale it was typed (or written) in.
  const typedError = check(parse(state.text, state.locale), state.text);
  const outdated =
    !isSameDay(state.value, value) || (state.locale !== locale && typedError === null);
  if (outdated) {
    // The value (or the locale) changed from outside: the text follows it.
    current = {text: format(value), value, locale};
    setState(current);
  }
  const error = outdated ? check(value, current.text) : typedError;

  const reported = useRef<DateInputError | null>(null);
  const onInputErrorChange = options.onInputErrorChange;
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    onInputErrorChange?.(error);
  }, [error, onInputErrorChange]);

  const setText = (text: string) => {
    const parsed = parse(text);
    const accepted = parsed && check(parsed, text) === null ? parsed : null;
    setState({text, value: accepted, locale});
    if (!isSameDay(accepted, value)) options.onValueChange(accepted);
  };

  const reformat = () => {
    if (error === null && value) setState({text: format(value), value, locale});
  };

  return {text: current.text, error, setText, reformat};
}
