'use client';

import {useParsedTextInput} from '../core/date-time/use-parsed-text-input';
import {formatTime, getTimeOfDay, parseTime, setTimeOfDay} from './time-format';

/**
 * Why the text in a time input is not an acceptable time: it is not a time at all (`parse`), or
 * it is before `min` or after `max`.
 */
export type TimeInputError = 'parse' | 'min' | 'max';

/** Options of {@link useTimeInput}. */
export interface TimeInputOptions {
  /** The date and time the input stands for, or `null`. */
  value: Date | null;
  /** Called with the new value when the text names another time, or `null` when it names none. */
  onValueChange: (value: Date | null) => void;
  /** The locale the text is read and written in. */
  locale: string;
  /** The earliest time of day accepted, in minutes since midnight. */
  min: number | null;
  /** The latest time of day accepted, in minutes since midnight. */
  max: number | null;
  /** Called when the error of the text changes, with `null` once it is fine again. */
  onInputErrorChange: ((error: TimeInputError | null) => void) | undefined;
}

/** What {@link useTimeInput} returns. */
export interface TimeInput {
  /** The text to show in the input. */
  text: string;
  /** What is wrong with the text, or `null`. */
  error: TimeInputError | null;
  /** The time of day the text names (minutes since midnight), even out of range, or `null`. */
  typedTime: number | null;
  /** Takes new text typed in the input. */
  setText: (text: string) => void;
  /** Writes the value in the locale's format again, once the text is a valid time (on blur). */
  reformat: () => void;
  /** Writes the text of a time, dropping what was typed (a form's reset). */
  rewrite: (date: Date | null) => void;
}

/**
 * The text of a time input and the time it stands for. Typing reads the text at once (an empty
 * text is `null`): a time keeps the value's day and changes its hours and minutes (today's date
 * when there was no value); text that is no time, or a time outside `min`/`max`, makes the value
 * `null` and sets an error, and the text stays as typed until it is fixed. A value set from
 * outside, or a new locale, rewrites the text.
 */
export function useTimeInput(options: TimeInputOptions): TimeInput {
  const {value, min, max} = options;
  const input = useParsedTextInput<number, TimeInputError>({
    // The input stands for the value's time of day: its day is kept as the text changes.
    value: value ? getTimeOfDay(value) : null,
    // Reading the clock here is safe: this runs in an event handler, never while rendering.
    onValueChange: (time) =>
      options.onValueChange(time === null ? null : setTimeOfDay(value ?? new Date(), time)),
    locale: options.locale,
    format: formatTime,
    parse: parseTime,
    validate: (time) => {
      if (min !== null && time < min) return 'min';
      if (max !== null && time > max) return 'max';
      return null;
    },
    isEqual: (a, b) => a === b,
    onInputErrorChange: options.onInputErrorChange,
  });
  return {
    text: input.text,
    error: input.error,
    typedTime: input.typedValue,
    setText: input.setText,
    reformat: input.reformat,
    rewrite: (date) => input.rewrite(date ? getTimeOfDay(date) : null),
  };
}
