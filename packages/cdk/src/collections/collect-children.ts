import {
  Children,
  Fragment,
  isValidElement,
  type JSXElementConstructor,
  type ReactNode,
} from 'react';
import {elementType} from './element-type';

/**
 * The plain text inside a React node: its strings and numbers, joined, through elements and
 * arrays. What a component draws some other way (an icon, text from its own state) adds nothing.
 *
 * ```ts
 * textOfNode(<>Apple <b>pie</b></>); // 'Apple pie'
 * ```
 */
export function textOfNode(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOfNode).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOfNode(node.props.children);
  return '';
}

/** The props {@link collectChildren} reads from an item element. */
export interface CollectionItemProps {
  /** The item's content, whose text names the item unless it has a `textValue`. */
  children?: ReactNode;
  /** The item's plain text, when its content is not plain text. */
  textValue?: string;
  /** Whether the item is disabled. */
  disabled?: boolean;
}

/** The props {@link collectChildren} reads from a group element. */
export interface CollectionGroupProps {
  /** The group's items, directly or inside fragments. */
  children?: ReactNode;
  /** Whether every item of the group is disabled. */
  disabled?: boolean;
}

/** The components whose elements {@link collectChildren} reads as items and as groups. */
export interface ChildCollectionTypes<P, G> {
  /** The item component, such as an `Option`. */
  item: JSXElementConstructor<P>;
  /** The group component, such as an `OptGroup`. Without it, items are read at the top only. */
  group?: JSXElementConstructor<G>;
}

/** One item of a {@link ChildCollection}. */
export interface CollectionItem<P> {
  /** The item's position among all items, groups included. */
  index: number;
  /** The element's own React `key`, or `null` when it has none. */
  key: string | null;
  /** The element's props. */
  props: P;
  /** The item's plain text: its `textValue`, else the text of its content. */
  text: string;
  /** Whether the item is disabled, itself or through its group. */
  disabled: boolean;
}

/** A run of items of a {@link ChildCollection}: a group, or items outside any group. */
export interface CollectionSection<P, G> {
  /** The section's position among the sections. */
  index: number;
  /** The group's props, or `null` for items outside any group. */
  group: G | null;
  /** The section's items, in order. */
  items: CollectionItem<P>[];
}

/** What {@link collectChildren} reads from a component's children. */
export interface ChildCollection<P, G> {
  /** The items in runs, grouped or not, in order. */
  sections: CollectionSection<P, G>[];
  /** Every item, in order. */
  items: CollectionItem<P>[];
}

/** A React key without the `.$` that `Children` helpers may put in front; `null` for none. */
function ownKey(key: string | null): string | null {
  return key === null ? null : key.replace(/^\.\$/, '');
}

/**
 * Reads items and groups of items from a component's children, through fragments, so that a
 * component such as a select knows its options (their props, their text, whether they are
 * disabled) while its list is not rendered, and on the server. Other children are skipped.
 * Consecutive items outside any group make one section.
 *
 * ```tsx
 * const {sections, items} = collectChildren<OptionProps, OptGroupProps>(children, {
 *   item: Option,
 *   group: OptGroup,
 * });
 * ```
 */
export function collectChildren<P extends CollectionItemProps, G extends CollectionGroupProps>(
  children: ReactNode,
  types: ChildCollectionTypes<P, G>,
): ChildCollection<P, G> {
  const sections: CollectionSection<P, G>[] = [];
  const items: CollectionItem<P>[] = [];
  const walk = (
    nodes: ReactNode,
    group: G | null,
    current: {section: CollectionSection<P, G> | null},
  ) => {
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      const type = elementType(child);
      if (type === Fragment) {
        walk((child.props as {children?: ReactNode}).children, group, current);
      } else if (types.group !== undefined && type === types.group) {
        const groupProps = child.props as G;
        const section: CollectionSection<P, G> = {
          index: sections.length,
          group: groupProps,
          items: [],
        };
        sections.push(section);
        walk(groupProps.children, groupProps, {section});
        current.section = null;
      } else if (type === types.item) {
        const props = child.props as P;
        const item: CollectionItem<P> = {
          index: items.length,
          key: ownKey(child.key),
          props,
          text: props.textValue ?? textOfNode(props.children),
          disabled: !!group?.disabled || !!props.disabled,
        };
        if (!current.section) {
          current.section = {index: sections.length, group: null, items: []};
          sections.push(current.section);
        }
        current.section.items.push(item);
        items.push(item);
      }
    });
  };
  walk(children, null, {section: null});
  return {sections, items};
}
