'use client';

import {useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref} from 'react';
import {useComposedRefs} from '../slot';
import {TreeNodeContext, useTreeContext, useTreeNode, type TreeNodeState} from './tree-context';
import {TreeNodes} from './tree';

/** Props of {@link TreeNode}. */
export interface TreeNodeProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The node this element shows. */
  node: T;
  /**
   * Whether the node is disabled: it keeps its place but keyboard navigation skips it and it
   * cannot be activated.
   * @default false
   */
  disabled?: boolean;
  /** The text typeahead matches against. By default the tree's `getLabel`, else the text shown. */
  textValue?: string;
  /** The node's content; for a nested tree, with a {@link TreeNodeGroup} for its children. */
  children?: ReactNode;
  /** A ref to the node element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One node of a {@link Tree}: an element with `role="treeitem"` and `aria-level`,
 * `aria-posinset`, `aria-setsize` and (for a node with children) `aria-expanded`, taken from the
 * tree, and `aria-busy` while its children load. Render it from the tree's render function. State
 * is exposed as `data-level`, `data-expanded`, `data-disabled` and, once its children were asked
 * for as a promise, `data-children-status` (`loading`, `loaded` or `error`).
 */
export function TreeNode<T>({
  node,
  disabled = false,
  textValue,
  children,
  ref,
  ...props
}: TreeNodeProps<T>) {
  const tree = useTreeContext<T>('TreeNode');
  const {expansion, registry, getLabel} = tree;
  const key = expansion.getKey(node);
  const position = expansion.getPosition(key) ?? {level: 1, posinset: 1, setsize: 1};
  const expandable = expansion.isExpandable(node);
  const expanded = expandable && expansion.isExpanded(key);
  const elementRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, elementRef);

  useLayoutEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const label = textValue ?? getLabel?.(node) ?? labelOf(element);
    registry.set(element, {node, label});
    return () => {
      registry.delete(element);
    };
  });

  const state: TreeNodeState<T> = {
    node,
    level: position.level,
    expandable,
    expanded,
    toggle: () => expansion.toggle(key),
    childrenStatus: expansion.getChildrenStatus(key),
    retry: () => expansion.retry(key),
  };

  return (
    <div
      {...props}
      ref={composedRef}
      role="treeitem"
      aria-level={position.level}
      aria-posinset={position.posinset}
      aria-setsize={position.setsize}
      aria-expanded={expandable ? expanded : undefined}
      aria-disabled={disabled || undefined}
      aria-busy={state.childrenStatus === 'loading' || undefined}
      tabIndex={tree.tabbableKey === key ? 0 : -1}
      data-level={position.level}
      data-expanded={expanded ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-children-status={state.childrenStatus === 'idle' ? undefined : state.childrenStatus}
    >
      <TreeNodeContext value={state as TreeNodeState<unknown>}>{children}</TreeNodeContext>
    </div>
  );
}

/** The text of a node element, without the text of its child nodes. */
function labelOf(element: Element): string {
  let text = '';
  for (const child of element.childNodes) {
    if (child instanceof Element && child.getAttribute('role') === 'group') continue;
    text += child instanceof Element ? labelOf(child) : (child.textContent ?? '');
  }
  return text;
}

/** Props of {@link TreeNodeGroup}. */
export interface TreeNodeGroupProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'children'
> {
  /** A ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The children of a node of a nested tree, in an element with `role="group"`, rendered with the
 * tree's render function while the node is expanded. Place it inside the {@link TreeNode}.
 */
export function TreeNodeGroup({ref, ...props}: TreeNodeGroupProps) {
  const {expansion} = useTreeContext<unknown>('TreeNodeGroup');
  const {node, expanded} = useTreeNode<unknown>();
  if (expansion.kind !== 'nested' || !expanded) return null;
  const children = expansion.getChildren(node);
  if (children.length === 0) return null;
  return (
    <div {...props} ref={ref} role="group">
      <TreeNodes nodes={children} />
    </div>
  );
}
