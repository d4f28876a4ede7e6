import {Children, Fragment, isValidElement, type ReactNode} from 'react';

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
export interface CollectedOption<T> {
  /** The option's position among all options. */
  index: number;
  /** The option's props. */
  props: OptionProps<T>;
  /** The text typeahead matches. */
  text: string;
  /** Whether it cannot be chosen (itself or through its group). */
  disabled: boolean;
}

/** A run of options, in a group or not. */
export interface CollectedSection<T> {
  /** The group's props, or `null` for options outside any group. */
  group: OptGroupProps | null;
  /** The options, in order. */
  options: CollectedOption<T>[];
}

/**
 * The plain text inside a React node. Exported for the autocomplete, which reads its options'
 * text the same way.
 * @docs-private
 */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** Reads the `Option`s and `OptGroup`s from a select's children, through fragments. */
export function collectOptions<T>(children: ReactNode): {
  sections: CollectedSection<T>[];
  options: CollectedOption<T>[];
} {
  const sections: CollectedSection<T>[] = [];
  const options: CollectedOption<T>[] = [];
  const add = (props: OptionProps<T>, groupDisabled: boolean, section: CollectedSection<T>) => {
    const option: CollectedOption<T> = {
      index: options.length,
      props,
      text: props.textValue ?? textOf(props.children),
      disabled: groupDisabled || !!props.disabled,
    };
    options.push(option);
    section.options.push(option);
  };
  const walk = (
    nodes: ReactNode,
    group: OptGroupProps | null,
    section: {current: CollectedSection<T> | null},
  ) => {
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      if (child.type === Fragment) {
        walk((child.props as {children?: ReactNode}).children, group, section);
      } else if (child.type === OptGroup) {
        const groupProps = child.props as OptGroupProps;
        const groupSection: CollectedSection<T> = {group: groupProps, options: []};
        sections.push(groupSection);
        walk(groupProps.children, groupProps, {current: groupSection});
        section.current = null;
      } else if (child.type === Option) {
        if (!section.current) {
          section.current = {group: null, options: []};
          sections.push(section.current);
        }
        add(child.props as OptionProps<T>, !!group?.disabled, section.current);
      }
    });
  };
  walk(children, null, {current: null});
  return {sections, options};
}
