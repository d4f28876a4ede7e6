import {useEffect, useRef, useState} from 'react';
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
}

/** The text and the time of day it was read as (or written from), in a locale. */
interface TextState {
  text: string;
  time: number | null;
  locale: string;
}

const timeOf = (date: Date | null) => (date ? getTimeOfDay(date) : null);

/**
 * The text of a time input and the time it stands for. Typing reads the text at once (an empty
 * text is `null`): a time keeps the value's day and changes its hours and minutes (today's date
 * when there was no value); text that is no time, or a time outside `min`/`max`, makes the value
 * `null` and sets an error, and the text stays as typed until it is fixed. A value set from
 * outside, or a new locale, rewrites the text.
 */
export function useTimeInput(options: TimeInputOptions): TimeInput {
  const {value, locale, min, max} = options;
  const format = (time: number | null) => (time === null ? '' : formatTime(time, locale));
  const parse = (text: string, inLocale = locale) =>
    text.trim() ? parseTime(text, inLocale) : null;
  const check = (time: number | null, text: string): TimeInputError | null => {
    if (time === null) return text.trim() ? 'parse' : null;
    if (min !== null && time < min) return 'min';
    if (max !== null && time > max) return 'max';
    return null;
  };

  const valueTime = timeOf(value);
  const [state, setState] = useState<TextState>(() => ({
    text: format(valueTime),
    time: valueTime,
    locale,
  }));
  let current = state;
  // The text is read in the locale it was typed (or written) in.
  const typedTime = parse(state.text, state.locale);
  const typedError = check(typedTime, state.text);
  const outdated = state.time !== valueTime || (state.locale !== locale && typedError === null);
  if (outdated) {
    // The value (or the locale) changed from outside: the text follows it.
    current = {text: format(valueTime), time: valueTime, locale};
    setState(current);
  }
  const error = outdated ? check(valueTime, current.text) : typedError;

  const reported = useRef<TimeInputError | null>(null);
  const onInputErrorChange = options.onInputErrorChange;
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    onInputErrorChange?.(error);
  }, [error, onInputErrorChange]);

  const setText = (text: string) => {
    const parsed = parse(text);
    const accepted = parsed !== null && check(parsed, text) === null ? parsed : null;
    setState({text, time: accepted, locale});
    if (accepted === valueTime) return;
    // Reading the clock here is safe: this runs in an event handler, never while rendering.
    options.onValueChange(accepted === null ? null : setTimeOfDay(value ?? new Date(), accepted));
  };

  const reformat = () => {
    if (error === null && valueTime !== null) {
      setState({text: format(valueTime), time: valueTime, locale});
    }
  };

  return {
    text: current.text,
    error,
    typedTime: outdated ? valueTime : typedTime,
    setText,
    reformat,
  };
}
