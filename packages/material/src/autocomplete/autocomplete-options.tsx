'use client';

import {collectChildren} from '@material-react/cdk/collections';
import type {ReactNode} from 'react';

/** Props of {@link AutocompleteOption}. */
export interface AutocompleteOptionProps<T = string> {
  /** The value the option stands for; choosing the option makes it the autocomplete's value. */
  value: T;
  /** The option's content in the panel. */
  children?: ReactNode;
  /**
   * Whether the option cannot be chosen. It is shown dimmed and skipped by the keyboard.
   * @default false
   */
  disabled?: boolean;
  /**
   * The option's plain text, when its content is not plain text. The input shows it once the
   * option is chosen, unless the autocomplete has a `displayWith`. Defaults to the content's text.
   */
  textValue?: string;
  /** Extra class names for the option element. */
  className?: string;
}

/**
 * One suggestion of an `Autocomplete` (`role="option"`). Place options directly inside the
 * `Autocomplete` or an `AutocompleteGroup`, already filtered by what was typed. Give each a React
 * `key`: it identifies the option while the list changes, so the active option can stay active.
 */
export function AutocompleteOption<T = string>(_props: AutocompleteOptionProps<T>): null {
  return null;
}

/** Props of {@link AutocompleteGroup}. */
export interface AutocompleteGroupProps {
  /** The group's heading, which names the group. */
  label: ReactNode;
  /**
   * Whether every option of the group is disabled.
   * @default false
   */
  disabled?: boolean;
  /** The group's `AutocompleteOption`s. */
  children?: ReactNode;
}

/** A labelled group of suggestions in an `Autocomplete` (`role="group"`). */
export function AutocompleteGroup(_props: AutocompleteGroupProps): null {
  return null;
}

/** An option as the autocomplete reads it from its children. */
export interface CollectedAutocompleteOption<T> {
  /** The key that identifies the option in the list: its React key, its value or its text. */
  key: string;
  /** The option's props. */
  props: AutocompleteOptionProps<T>;
  /** The option's plain text. */
  text: string;
  /** Whether it cannot be chosen (itself or through its group). */
  disabled: boolean;
}

/** A run of options, in a group or not. */
export interface CollectedAutocompleteSection<T> {
  /** The section's key, which names its label element. */
  key: string;
  /** The group's props, or `null` for options outside any group. */
  group: AutocompleteGroupProps | null;
  /** The options, in order. */
  options: CollectedAutocompleteOption<T>[];
}

/** The options and groups of an autocomplete, read from its children. */
export interface CollectedAutocompleteOptions<T> {
  /** The options in runs, grouped or not, in order. */
  sections: CollectedAutocompleteSection<T>[];
  /** Every option, in order. */
  options: CollectedAutocompleteOption<T>[];
}

/**
 * Reads the `AutocompleteOption`s and `AutocompleteGroup`s from an autocomplete's children,
 * through fragments. An option's key is its React key, else its value when that is a string or a
 * number, else its text; repeated keys get a suffix so every key is unique.
 */
export function collectAutocompleteOptions<T>(
  children: ReactNode,
): CollectedAutocompleteOptions<T> {
  const collection = collectChildren<AutocompleteOptionProps<T>, AutocompleteGroupProps>(children, {
    item: AutocompleteOption,
    group: AutocompleteGroup,
  });
  const seen = new Map<string, number>();
  const uniqueKey = (base: string) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}~${count}`;
  };
  const options: CollectedAutocompleteOption<T>[] = [];
  const sections = collection.sections.map((section): CollectedAutocompleteSection<T> => ({
    key: `${section.group ? 'group' : 'section'}-${section.index}`,
    group: section.group,
    options: section.items.map(({key, props, text, disabled}) => {
      const value = props.value as unknown;
      const fromValue =
        typeof value === 'string' || typeof value === 'number' ? String(value) : null;
      const option = {key: uniqueKey(key ?? fromValue ?? text), props, text, disabled};
      options.push(option);
      return option;
    }),
  }));
  return {sections, options};
}
