'use client';

import {useEffect, useRef, useState} from 'react';

/** Options of {@link useParsedTextInput}, for values of type `T` refused with errors `E`. */
export interface ParsedTextInputOptions<T, E extends string> {
  /** The value the input stands for, or `null`. */
  value: T | null;
  /**
   * Called with the value typed text stands for, when it is another one: `null` when the text is
   * empty, names no value or names one that is refused.
   */
  onValueChange: (value: T | null) => void;
  /** The locale the text is read and written in. */
  locale: string;
  /** Writes a value as text in a locale. */
  format: (value: T, locale: string) => string;
  /** Reads text that is not blank in a locale: the value it names, or `null`. */
  parse: (text: string, locale: string) => T | null;
  /** Why a value is refused (before a minimum, filtered out …), or `null` when it is accepted. */
  validate: (value: T) => E | null;
  /** Whether two values, or `null`s, are the same for the input (a date's day, a time's minute). */
  isEqual: (a: T | null, b: T | null) => boolean;
  /** Called when the error of the text changes, with `null` once it is fine again. */
  onInputErrorChange: ((error: E | 'parse' | null) => void) | undefined;
}

/** What {@link useParsedTextInput} returns. */
export interface ParsedTextInput<T, E extends string> {
  /** The text to show in the input. */
  text: string;
  /** What is wrong with the text (`parse` when it names no value), or `null`. */
  error: E | 'parse' | null;
  /** The value the text names, even when it is refused, or `null`. */
  typedValue: T | null;
  /** Takes new text typed in the input. */
  setText: (text: string) => void;
  /** Writes the value in the locale's format again, once the text is valid (on blur). */
  reformat: () => void;
  /**
   * Writes the text of a value, dropping whatever was typed, valid or not: for a form's reset,
   * with the value set back alongside.
   */
  rewrite: (value: T | null) => void;
}

/** The text and the value it was read as (or written from), in a locale. */
interface TextState<T> {
  text: string;
  value: T | null;
  locale: string;
}

/**
 * The text of an input for a value written in a locale, such as a date or a time, and the value
 * it stands for: the state machine the date and time inputs share. Typing reads the text at once
 * (an empty text is `null`); text that names no value, or a value `validate` refuses, makes the
 * value `null` and sets an error, and the text stays as typed until it is fixed. A value set from
 * outside, or a new locale while the text is valid, rewrites the text.
 */
export function useParsedTextInput<T, E extends string>(
  options: ParsedTextInputOptions<T, E>,
): ParsedTextInput<T, E> {
  const {value, locale, isEqual} = options;
  const format = (from: T | null) => (from == null ? '' : options.format(from, locale));
  const parse = (text: string, inLocale = locale) =>
    text.trim() ? options.parse(text, inLocale) : null;
  const check = (parsed: T | null, text: string): E | 'parse' | null => {
    if (parsed == null) return text.trim() ? 'parse' : null;
    return options.validate(parsed);
  };

  const [state, setState] = useState<TextState<T>>(() => ({text: format(value), value, locale}));
  let current = state;
  // The text is read in the locale it was typed (or written) in.
  const typedValue = parse(state.text, state.locale);
  const typedError = check(typedValue, state.text);
  const outdated = !isEqual(state.value, value) || (state.locale !== locale && typedError === null);
  if (outdated) {
    // The value (or the locale) changed from outside: the text follows it.
    current = {text: format(value), value, locale};
    setState(current);
  }
  const error = outdated ? check(value, current.text) : typedError;

  const reported = useRef<E | 'parse' | null>(null);
  const onInputErrorChange = options.onInputErrorChange;
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    onInputErrorChange?.(error);
  }, [error, onInputErrorChange]);

  const setText = (text: string) => {
    const parsed = parse(text);
    const accepted = parsed != null && check(parsed, text) === null ? parsed : null;
    setState({text, value: accepted, locale});
    if (!isEqual(accepted, value)) options.onValueChange(accepted);
  };

  const reformat = () => {
    if (error === null && value != null) setState({text: format(value), value, locale});
  };

  const rewrite = (next: T | null) => setState({text: format(next), value: next, locale});

  return {
    text: current.text,
    error,
    typedValue: outdated ? value : typedValue,
    setText,
    reformat,
    rewrite,
  };
}
