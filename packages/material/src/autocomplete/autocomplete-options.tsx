import {Children, Fragment, isValidElement, type ReactNode} from 'react';
import {textOf} from '../select';

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

/** A React key without the `.$` React adds inside `Children`; `null` when there is none. */
function ownKey(key: string | null): string | null {
  return key === null ? null : key.replace(/^\.\$/, '');
}

/**
 * Reads the `AutocompleteOption`s and `AutocompleteGroup`s from an autocomplete's children,
 * through fragments. An option's key is its React key, else its value when that is a string or a
 * number, else its text; repeated keys get a suffix so every key is unique.
 */
export function collectAutocompleteOptions<T>(
  children: ReactNode,
): CollectedAutocompleteOptions<T> {
  const sections: CollectedAutocompleteSection<T>[] = [];
  const options: CollectedAutocompleteOption<T>[] = [];
  const seen = new Map<string, number>();
  const uniqueKey = (base: string) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}~${count}`;
  };
  const walk = (
    nodes: ReactNode,
    group: AutocompleteGroupProps | null,
    current: {section: CollectedAutocompleteSection<T> | null},
  ) => {
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      if (child.type === Fragment) {
        walk((child.props as {children?: ReactNode}).children, group, current);
      } else if (child.type === AutocompleteGroup) {
        const groupProps = child.props as AutocompleteGroupProps;
        const section: CollectedAutocompleteSection<T> = {
          key: `group-${sections.length}`,
          group: groupProps,
          options: [],
        };
        sections.push(section);
        walk(groupProps.children, groupProps, {section});
        current.section = null;
      } else if (child.type === AutocompleteOption) {
        const props = child.props as AutocompleteOptionProps<T>;
        const text = props.textValue ?? textOf(props.children);
        const value = props.value as unknown;
        const fromValue =
          typeof value === 'string' || typeof value === 'number' ? String(value) : null;
        const option: CollectedAutocompleteOption<T> = {
          key: uniqueKey(ownKey(child.key) ?? fromValue ?? text),
          props,
          text,
          disabled: !!group?.disabled || !!props.disabled,
        };
        if (!current.section) {
          current.section = {key: `section-${sections.length}`, group: null, options: []};
          sections.push(current.section);
        }
        current.section.options.push(option);
        options.push(option);
      }
    });
  };
  walk(children, null, {section: null});
  return {sections, options};
}
