'use client';

import {
  Fragment,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {isItemDisabled, ListKeyManager} from '../a11y';
import {getDirection} from '../bidi';
import {composeEventHandlers, useComposedRefs} from '../slot';
import {TreeContext, useTreeContext, type TreeContextValue} from './tree-context';
import {useTreeExpansion, type TreeExpansion, type UseTreeExpansionOptions} from './tree-expansion';

/** Props every {@link Tree} takes, wherever its data and expansion state come from. */
export interface TreeBaseProps<T> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'role'
> {
  /**
   * Renders one node as a {@link TreeNode}. It is called for every visible node of a flat tree;
   * for a nested tree, for the roots and, through {@link TreeNodeGroup}, for the children.
   */
  children: (node: T) => ReactNode;
  /** Returns the text typeahead matches a node against. By default the node element's text. */
  getLabel?: (node: T) => string;
  /**
   * Called when a node is activated with Enter or Space. Without it, these keys expand or
   * collapse the node.
   */
  onActivate?: (node: T) => void;
  /** A ref to the tree element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Props of a {@link Tree} that takes its data (`nodes` with `levelAccessor` or
 * `childrenAccessor`) and its expansion state (`expandedKeys` or `defaultExpandedKeys`) as props.
 */
export interface TreeWithDataProps<T, K = T>
  extends TreeBaseProps<T>, UseTreeExpansionOptions<T, K> {
  /**
   * The result of {@link useTreeExpansion}, given instead of the data and expansion props
   * (`nodes`, the accessors, `getKey`, `expandedKeys`...): the tree then shows its state, and its
   * operations (such as `expandAll`) act on the tree.
   */
  expansion?: undefined;
}

/** Props of a {@link Tree} that shows the data and expansion state of a `useTreeExpansion`. */
export interface TreeWithExpansionProps<T, K = T> extends TreeBaseProps<T> {
  /**
   * The result of {@link useTreeExpansion}, given instead of the data and expansion props
   * (`nodes`, the accessors, `getKey`, `expandedKeys`...): the tree then shows its state, and its
   * operations (such as `expandAll`) act on the tree.
   */
  expansion: TreeExpansion<T, K>;
}

/**
 * Props of {@link Tree}: the data and expansion state as props, or a `useTreeExpansion` result as
 * `expansion`.
 */
export type TreeProps<T, K = T> = TreeWithDataProps<T, K> | TreeWithExpansionProps<T, K>;

/** What a tree with an `expansion` hands its own (unused) expansion state. */
const NO_DATA: UseTreeExpansionOptions<unknown, unknown> = {nodes: []};

const ITEM = '[role="treeitem"]';

/**
 * The WAI-ARIA tree pattern, headless: an element with `role="tree"` whose nodes are rendered by
 * a function of the data. It keeps one node in the tab order (a roving `tabindex`) and handles
 * the keyboard: Up/Down move, Right expands or enters a node, Left collapses or goes to the parent
 * (mirrored right to left), Home/End, Enter and Space activate, `*` expands the siblings, and
 * typing moves to a node whose text starts with the typed characters. Name it with `aria-label`
 * or `aria-labelledby`.
 *
 * Give it the data and the expansion state as props (`nodes` with `levelAccessor` or
 * `childrenAccessor`, `getKey`, and `expandedKeys` or `defaultExpandedKeys`), or the result of
 * {@link useTreeExpansion} as `expansion`, to expand and collapse nodes from outside the tree.
 *
 * ```tsx
 * <Tree aria-label="Files" nodes={files} childrenAccessor={(node) => node.children}>
 *   {(node) => (
 *     <TreeNode node={node}>
 *       {node.name}
 *       <TreeNodeGroup />
 *     </TreeNode>
 *   )}
 * </Tree>
 * ```
 */
export function Tree<T, K = T>(props: TreeProps<T, K>) {
  const {
    children: renderNode,
    getLabel,
    onActivate,
    onKeyDown,
    onFocus,
    ref,
    expansion: givenExpansion,
    ...rest
  } = props;
  const {
    nodes,
    levelAccessor,
    childrenAccessor,
    isExpandable,
    getKey,
    expandedKeys,
    defaultExpandedKeys,
    onExpandedChange,
    ...domProps
  } = rest as Partial<UseTreeExpansionOptions<T, K>> & HTMLAttributes<HTMLDivElement>;
  const ownExpansion = useTreeExpansion<T, K>(
    givenExpansion
      ? (NO_DATA as UseTreeExpansionOptions<T, K>)
      : {
          nodes: nodes ?? [],
          levelAccessor,
          childrenAccessor,
          isExpandable,
          getKey,
          expandedKeys,
          defaultExpandedKeys,
          onExpandedChange,
        },
  );
  const expansion = (givenExpansion ?? ownExpansion) as TreeExpansion<T, unknown>;
  const [activeKey, setActiveKey] = useState<{key: unknown} | null>(null);
  const [registry] = useState(() => new Map<Element, {node: T; label: string}>());
  const containerRef = useRef<HTMLDivElement | null>(null);
  const managerRef = useRef<ListKeyManager<HTMLElement> | null>(null);
  const composedRef = useComposedRefs(ref, containerRef);
  const latest = useRef({onActivate, getLabel});

  useLayoutEffect(() => {
    latest.current = {onActivate, getLabel};
  });
  useLayoutEffect(() => () => managerRef.current?.destroy(), []);

  // The active node stays the tab stop while it is visible; otherwise the first node is.
  const {visibleNodes, getKey: keyOf} = expansion;
  const isVisible = (key: unknown) => visibleNodes.some((node) => keyOf(node) === key);
  const firstVisible = visibleNodes[0];
  const tabbableKey =
    activeKey && isVisible(activeKey.key)
      ? activeKey.key
      : firstVisible === undefined
        ? undefined
        : keyOf(firstVisible);

  const getItems = (): HTMLElement[] => {
    const container = containerRef.current;
    if (!container) return [];
    return Array.from(container.querySelectorAll<HTMLElement>(ITEM)).filter(
      (item) => item.closest('[role="tree"]') === container,
    );
  };

  const getManager = (): ListKeyManager<HTMLElement> => {
    // Not `??=`, which the React Compiler cannot compile yet: it would leave the tree as written.
    if (managerRef.current === null) {
      managerRef.current = new ListKeyManager<HTMLElement>(getItems, {
        skipPredicate: isItemDisabled,
        getLabel: (item) => registry.get(item)?.label ?? '',
        onActiveItemChange: (item) => item.focus(),
      });
    }
    return managerRef.current;
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = (event.target as Element).closest(ITEM);
    const entry = item ? registry.get(item) : undefined;
    if (entry) setActiveKey({key: keyOf(entry.node)});
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const item = event.target as HTMLElement;
    const entry = registry.get(item);
    if (!entry) return;
    const items = getItems();
    const index = items.indexOf(item);
    const manager = getManager();
    manager.updateActiveItem(index);
    const node = entry.node;
    const key = keyOf(node);
    const level = Number(item.getAttribute('aria-level'));
    const expandable = item.hasAttribute('aria-expanded');
    const expanded = item.getAttribute('aria-expanded') === 'true';
    const container = event.currentTarget;
    const rtl = getDirection(container) === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';

    const parentIndex = () => {
      for (let i = index - 1; i >= 0; i--) {
        if (Number(items[i]?.getAttribute('aria-level')) < level) return i;
      }
      return -1;
    };

    let handled = true;
    if (event.key === ' ' && manager.isTyping) {
      manager.onKeydown(event);
    } else if (event.key === forward) {
      if (expandable && !expanded) expansion.expand(key);
      else if (expanded && Number(items[index + 1]?.getAttribute('aria-level')) === level + 1) {
        manager.setActiveItem(index + 1);
      }
    } else if (event.key === backward) {
      if (expanded) expansion.collapse(key);
      else if (parentIndex() >= 0) manager.setActiveItem(parentIndex());
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (isItemDisabled(item)) return;
      const activate = latest.current.onActivate;
      if (activate) activate(node);
      else if (expandable) expansion.toggle(key);
    } else if (event.key === '*') {
      const siblingKeys: unknown[] = [];
      for (let i = parentIndex() + 1; i < items.length; i++) {
        const sibling = items[i] as HTMLElement;
        const siblingLevel = Number(sibling.getAttribute('aria-level'));
        if (siblingLevel < level) break;
        const siblingEntry = registry.get(sibling);
        if (siblingLevel === level && sibling.hasAttribute('aria-expanded') && siblingEntry) {
          siblingKeys.push(keyOf(siblingEntry.node));
        }
      }
      expansion.expandAll(siblingKeys);
    } else {
      handled = manager.onKeydown(event);
    }
    if (handled) event.preventDefault();
  };

  const context: TreeContextValue<T> = {
    expansion,
    renderNode,
    tabbableKey,
    registry,
    getLabel,
  };

  const rootNodes = expansion.kind === 'flat' ? visibleNodes : expansion.nodes;

  return (
    <div
      {...domProps}
      ref={composedRef}
      role="tree"
      // Composed when the event comes rather than during render: the handler reads refs.
      onKeyDown={(event) => composeEventHandlers(onKeyDown, handleKeyDown)(event)}
      onFocus={composeEventHandlers(onFocus, handleFocus)}
    >
      <TreeContext value={context as TreeContextValue<unknown>}>
        <TreeNodes nodes={rootNodes} />
      </TreeContext>
    </div>
  );
}

/** Renders nodes with the tree's render function, each keyed by its key. */
export function TreeNodes<T>({nodes}: {nodes: readonly T[]}) {
  const {expansion, renderNode} = useTreeContext<T>('TreeNodes');
  return nodes.map((node, index) => {
    const key = expansion.getKey(node);
    return (
      <Fragment key={typeof key === 'string' || typeof key === 'number' ? key : index}>
        {renderNode(node)}
      </Fragment>
    );
  });
}
