import {
  Fragment,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
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
import {
  FlatTreeControl,
  NestedTreeControl,
  type BaseTreeControl,
  type NestedTreeControlOptions,
  type TreeChildren,
  type TreeControlOptions,
} from './tree-control';
import {getTreeLayout} from './tree-positions';

/**
 * Re-renders the component whenever a tree control changes (expansion, loaded children). Returns
 * the control's version number.
 */
export function useTreeControl<T, K>(control: BaseTreeControl<T, K>): number {
  const getSnapshot = () => control.version;
  return useSyncExternalStore(control.subscribe, getSnapshot, getSnapshot);
}

/**
 * Creates a {@link FlatTreeControl} that lives as long as the component. The arguments are read
 * once.
 */
export function useFlatTreeControl<T, K = T>(
  getLevel: (node: T) => number,
  isExpandable: (node: T) => boolean,
  options?: TreeControlOptions<T, K>,
): FlatTreeControl<T, K> {
  const [control] = useState(() => new FlatTreeControl<T, K>(getLevel, isExpandable, options));
  return control;
}

/**
 * Creates a {@link NestedTreeControl} that lives as long as the component. The arguments are read
 * once.
 */
export function useNestedTreeControl<T, K = T>(
  getChildren: (node: T) => TreeChildren<T>,
  options?: NestedTreeControlOptions<T, K>,
): NestedTreeControl<T, K> {
  const [control] = useState(() => new NestedTreeControl<T, K>(getChildren, options));
  return control;
}

/** Props of {@link Tree}. */
export interface TreeProps<T, K = T> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'role'
> {
  /** The expansion state and the shape of the tree. */
  control: FlatTreeControl<T, K> | NestedTreeControl<T, K>;
  /**
   * The data: every node in depth-first order for a flat control, the root nodes for a nested one.
   * The tree hands them to the control as its `dataNodes`.
   */
  nodes: readonly T[];
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

const ITEM = '[role="treeitem"]';

/**
 * The WAI-ARIA tree pattern, headless: an element with `role="tree"` whose nodes are rendered by
 * a function of the data. It keeps one node in the tab order (a roving `tabindex`) and handles
 * the keyboard: Up/Down move, Right expands or enters a node, Left collapses or goes to the parent
 * (mirrored right to left), Home/End, Enter and Space activate, `*` expands the siblings, and
 * typing moves to a node whose text starts with the typed characters. Name it with `aria-label`
 * or `aria-labelledby`.
 *
 * ```tsx
 * <Tree aria-label="Files" control={control} nodes={files}>
 *   {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
 * </Tree>
 * ```
 */
export function Tree<T, K = T>({
  control,
  nodes,
  children: renderNode,
  getLabel,
  onActivate,
  onKeyDown,
  onFocus,
  ref,
  ...props
}: TreeProps<T, K>) {
  useTreeControl(control);
  const baseControl = control as BaseTreeControl<T, unknown>;
  const layout = getTreeLayout(baseControl, nodes);
  const [activeKey, setActiveKey] = useState<{key: unknown} | null>(null);
  const [registry] = useState(() => new Map<Element, {node: T; label: string}>());
  const containerRef = useRef<HTMLDivElement | null>(null);
  const managerRef = useRef<ListKeyManager<HTMLElement> | null>(null);
  const composedRef = useComposedRefs(ref, containerRef);
  const latest = useRef({onActivate, getLabel});

  useLayoutEffect(() => {
    control.setDataNodes(nodes);
    latest.current = {onActivate, getLabel};
  });
  useLayoutEffect(() => () => managerRef.current?.destroy(), []);

  // The active node stays the tab stop while it is visible; otherwise the first node is.
  const isVisible = (key: unknown) =>
    layout.visible.some((node) => baseControl.getKey(node) === key);
  const firstVisible = layout.visible[0];
  const tabbableKey =
    activeKey && isVisible(activeKey.key)
      ? activeKey.key
      : firstVisible === undefined
        ? undefined
        : baseControl.getKey(firstVisible);

  const getItems = (): HTMLElement[] => {
    const container = containerRef.current;
    if (!container) return [];
    return Array.from(container.querySelectorAll<HTMLElement>(ITEM)).filter(
      (item) => item.closest('[role="tree"]') === container,
    );
  };

  const getManager = (): ListKeyManager<HTMLElement> => {
    managerRef.current ??= new ListKeyManager<HTMLElement>(getItems, {
      skipPredicate: isItemDisabled,
      getLabel: (item) => registry.get(item)?.label ?? '',
      onActiveItemChange: (item) => item.focus(),
    });
    return managerRef.current;
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = (event.target as Element).closest(ITEM);
    const entry = item ? registry.get(item) : undefined;
    if (entry) setActiveKey({key: baseControl.getKey(entry.node)});
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
      if (expandable && !expanded) control.expand(node);
      else if (expanded && Number(items[index + 1]?.getAttribute('aria-level')) === level + 1) {
        manager.setActiveItem(index + 1);
      }
    } else if (event.key === backward) {
      if (expanded) control.collapse(node);
      else if (parentIndex() >= 0) manager.setActiveItem(parentIndex());
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (isItemDisabled(item)) return;
      const activate = latest.current.onActivate;
      if (activate) activate(node);
      else if (expandable) control.toggle(node);
    } else if (event.key === '*') {
      const parent = parentIndex();
      for (let i = parent + 1; i < items.length; i++) {
        const sibling = items[i] as HTMLElement;
        const siblingLevel = Number(sibling.getAttribute('aria-level'));
        if (siblingLevel < level) break;
        const siblingEntry = registry.get(sibling);
        if (siblingLevel === level && sibling.hasAttribute('aria-expanded') && siblingEntry) {
          control.expand(siblingEntry.node);
        }
      }
    } else {
      handled = manager.onKeydown(event);
    }
    if (handled) event.preventDefault();
  };

  const context: TreeContextValue<T> = {
    control: baseControl,
    renderNode,
    positions: layout.positions,
    tabbableKey,
    registry,
    getLabel,
  };

  const rootNodes = control instanceof FlatTreeControl ? layout.visible : nodes;

  return (
    <div
      {...props}
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
  const {control, renderNode} = useTreeContext<T>('TreeNodes');
  return nodes.map((node, index) => {
    const key = control.getKey(node);
    return (
      <Fragment key={typeof key === 'string' || typeof key === 'number' ? key : index}>
        {renderNode(node)}
      </Fragment>
    );
  });
}
