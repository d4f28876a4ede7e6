'use client';

import {useMemo, useState} from 'react';
import {useControllableState} from '../state';
import {
  ChildrenRequests,
  isPromiseLike,
  type SettledChildren,
  type TreeChildrenStatus,
} from './tree-children';
import {createTreeModel, type TreeDataOptions} from './tree-model';
import {getTreeLayout, type TreeNodePosition} from './tree-positions';

/** The expansion state of a tree, controlled or not, as keys (see `getKey`). */
export interface TreeExpansionStateOptions<K> {
  /** The keys of the expanded nodes, when you control them. Pair it with `onExpandedChange`. */
  expandedKeys?: K[];
  /**
   * The keys of the nodes expanded at first, when the tree keeps its own state.
   * @default []
   */
  defaultExpandedKeys?: K[];
  /** Called with the new keys of the expanded nodes, in the order they were expanded. */
  onExpandedChange?: (keys: K[]) => void;
}

/** Options of {@link useTreeExpansion}: the tree's data and its expansion state. */
export interface UseTreeExpansionOptions<T, K = T>
  extends TreeDataOptions<T, K>, TreeExpansionStateOptions<K> {}

/**
 * What {@link useTreeExpansion} returns: which nodes are expanded and the operations on them, and
 * what the tree knows of its nodes (their children, loaded or not, and the nodes shown). Hand it
 * to a `Tree` as `expansion`, and call its operations from anywhere, e.g. an "Expand all" button.
 */
export interface TreeExpansion<T, K = T> {
  /** Whether the data is flat (`levelAccessor`) or nested (`childrenAccessor`). */
  kind: 'flat' | 'nested';
  /** The data: every node of flat data, the roots of nested data. */
  nodes: readonly T[];
  /** The keys of the expanded nodes, in the order they were expanded. */
  expandedKeys: K[];
  /** The nodes shown, in depth-first order: those whose ancestors are all expanded. */
  visibleNodes: readonly T[];
  /** Returns the key of a node: `getKey(node)`, or the node itself. */
  getKey: (node: T) => K;
  /** Whether a node can have children, and so be expanded. */
  isExpandable: (node: T) => boolean;
  /** Whether the node with this key is expanded. */
  isExpanded: (key: K) => boolean;
  /** Where the node with this key sits (as its ARIA attributes say), if it was laid out. */
  getPosition: (key: K) => TreeNodePosition | undefined;
  /**
   * The children of a node known now: all of them for synchronous data, the loaded ones (else
   * none) for a promise. Reading the children of a node of nested data for the first time may
   * start loading them.
   */
  getChildren: (node: T) => readonly T[];
  /** The known descendants of a node, in depth-first order. */
  getDescendants: (node: T) => T[];
  /**
   * Where the children of the node with this key stand: `idle` until asked for (always, for
   * children given at once), `loading`, then `loaded` or `error`.
   */
  getChildrenStatus: (key: K) => TreeChildrenStatus;
  /** Why loading the children of the node with this key failed, if it did. */
  getChildrenError: (key: K) => unknown;
  /** Asks again for the children of the node with this key, if loading them failed. */
  retry: (key: K) => void;
  /** Expands the node with this key; if its children failed to load, asks for them again. */
  expand: (key: K) => void;
  /** Collapses the node with this key. */
  collapse: (key: K) => void;
  /** Expands the node with this key if it is collapsed, and collapses it if it is expanded. */
  toggle: (key: K) => void;
  /**
   * Expands the nodes with these keys, or, without keys, every expandable node the tree knows
   * (for nested data with promises: down to the children loaded so far).
   */
  expandAll: (keys?: Iterable<K>) => void;
  /** Collapses every node. */
  collapseAll: () => void;
  /** Expands a node and every expandable descendant the tree knows. */
  expandDescendants: (node: T) => void;
  /** Collapses a node and all its known descendants. */
  collapseDescendants: (node: T) => void;
  /** Replaces the keys of the expanded nodes. */
  setExpandedKeys: (keys: K[]) => void;
}

const NO_KEYS: never[] = [];

/**
 * The expansion state of a tree, controlled (`expandedKeys` + `onExpandedChange`) or kept here
 * (`defaultExpandedKeys`), with the operations on it. It also reads the tree's data: which nodes
 * are shown, and the children of nested nodes, waiting for those that come as a promise (their
 * status and results are kept in React state, by key; a failure can be retried). A `Tree` calls it
 * with its own props; call it yourself to act on the tree from outside, and pass the result to the
 * tree as `expansion`.
 *
 * ```tsx
 * const expansion = useTreeExpansion({nodes: roots, childrenAccessor: (node) => node.children});
 * <button onClick={() => expansion.expandAll()}>Expand all</button>
 * <Tree aria-label="Files" expansion={expansion}>{(node) => <TreeNode node={node} />}</Tree>
 * ```
 */
export function useTreeExpansion<T, K = T>(
  options: UseTreeExpansionOptions<T, K>,
): TreeExpansion<T, K> {
  const [expandedKeys, setExpandedKeys] = useControllableState<K[]>({
    value: options.expandedKeys,
    defaultValue: options.defaultExpandedKeys ?? NO_KEYS,
    onChange: options.onExpandedChange,
  });
  const [results, setResults] = useState<ReadonlyMap<K, SettledChildren<T>>>(() => new Map());
  const [requests] = useState(
    () =>
      new ChildrenRequests<T, K>((key, settled) =>
        setResults((current) => new Map(current).set(key, settled)),
      ),
  );
  const expanded = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const isExpanded = (key: K) => expanded.has(key);
  const model = createTreeModel(options, results, requests);
  const layout = getTreeLayout(model, isExpanded);
  const {childrenAccessor} = options;

  const retry = (key: K) => {
    const node = requests.nodeOf(key);
    if (model.getChildrenStatus(key) !== 'error' || node === undefined || !childrenAccessor) {
      return;
    }
    const children = childrenAccessor(node);
    if (isPromiseLike<readonly T[]>(children)) {
      requests.start(key, node, children);
      setResults((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    } else {
      setResults((current) =>
        new Map(current).set(key, {status: 'loaded', children: children ?? []}),
      );
    }
  };

  const addKeys = (keys: Iterable<K>) => {
    const list = [...keys];
    for (const key of list) retry(key);
    setExpandedKeys((current) => {
      const known = new Set(current);
      const added = list.filter((key) => !known.has(key) && Boolean(known.add(key)));
      return added.length === 0 ? current : [...current, ...added];
    });
  };

  const removeKeys = (keys: Iterable<K>) => {
    const removed = new Set(keys);
    setExpandedKeys((current) => {
      const next = current.filter((key) => !removed.has(key));
      return next.length === current.length ? current : next;
    });
  };

  const withDescendants = (node: T) => [node, ...model.getDescendants(node)];

  return {
    kind: model.kind,
    nodes: model.nodes,
    expandedKeys,
    visibleNodes: layout.visible,
    getKey: model.getKey,
    isExpandable: model.isExpandable,
    isExpanded,
    getPosition: (key) => layout.positions.get(key),
    getChildren: model.getChildren,
    getDescendants: model.getDescendants,
    getChildrenStatus: model.getChildrenStatus,
    getChildrenError: model.getChildrenError,
    retry,
    expand: (key) => addKeys([key]),
    collapse: (key) => removeKeys([key]),
    toggle: (key) => {
      if (!expanded.has(key)) retry(key);
      setExpandedKeys((current) =>
        current.includes(key) ? current.filter((each) => each !== key) : [...current, key],
      );
    },
    expandAll: (keys) => addKeys(keys ?? model.getExpandableKeys()),
    collapseAll: () => setExpandedKeys((current) => (current.length === 0 ? current : [])),
    expandDescendants: (node) =>
      addKeys(withDescendants(node).filter(model.isExpandable).map(model.getKey)),
    collapseDescendants: (node) => removeKeys(withDescendants(node).map(model.getKey)),
    setExpandedKeys: (keys) => setExpandedKeys(keys),
  };
}
