'use client';

import {
  collectChildren,
  type ChildCollection,
  type CollectionItem,
  type CollectionSection,
} from '@material-react/cdk/collections';
import type {ReactNode} from 'react';

/** Props of {@link Option}. */
export interface OptionProps<T = string> {
  /** The value the option stands for. */
  value: T;
  /** The option's content, shown in the panel and, once chosen, in the trigger. */
  children?: ReactNode;
  /**
   * Whether the option cannot be chosen. It is shown dimmed and skipped by the keyboard.
   * @default false
   */
  disabled?: boolean;
  /**
   * The text typeahead matches against and that names the option, when its content is not plain
   * text. Defaults to the content's text.
   */
  textValue?: string;
  /** Extra class names for the option element. */
  className?: string;
}

/**
 * One choice of a `Select` (`role="option"`). Place options directly inside the `Select` or an
 * `OptGroup`: the select reads them from its children, so it knows their labels even while closed
 * and on the server.
 */
export function Option<T = string>(_props: OptionProps<T>): null {
  return null;
}

/** Props of {@link OptGroup}. */
export interface OptGroupProps {
  /** The group's heading, which names the group. */
  label: ReactNode;
  /**
   * Whether every option of the group is disabled.
   * @default false
   */
  disabled?: boolean;
  /** The group's `Option`s. */
  children?: ReactNode;
}

/** A labelled group of options in a `Select` (`role="group"`). */
export function OptGroup(_props: OptGroupProps): null {
  return null;
}

/** An option as the select reads it from its children. */
export type CollectedOption<T> = CollectionItem<OptionProps<T>>;

/** A run of options, in a group or not. */
export type CollectedSection<T> = CollectionSection<OptionProps<T>, OptGroupProps>;

/** Reads the `Option`s and `OptGroup`s from a select's children, through fragments. */
export function collectOptions<T>(
  children: ReactNode,
): ChildCollection<OptionProps<T>, OptGroupProps> {
  return collectChildren<OptionProps<T>, OptGroupProps>(children, {item: Option, group: OptGroup});
}
