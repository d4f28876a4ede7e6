import {
  isPromiseLike,
  type ChildrenRequests,
  type SettledChildren,
  type TreeChildren,
  type TreeChildrenStatus,
} from './tree-children';

/**
 * The data of a tree and how its nodes relate. Give `levelAccessor` for flat data (every node in
 * one depth-first list, each with its level) or `childrenAccessor` for nested data (the roots, each
 * holding its children); with neither, the nodes are a list of roots without children.
 */
export interface TreeDataOptions<T, K = T> {
  /**
   * The data: every node in depth-first order with `levelAccessor`, the root nodes with
   * `childrenAccessor`.
   */
  nodes: readonly T[];
  /** Returns the depth of a node of flat data, 0 for a root. It makes the tree flat. */
  levelAccessor?: (node: T) => number;
  /**
   * Returns the children of a node of nested data: an array (empty or nullish for none), or a
   * promise of one, which the tree waits for, showing the node as loading. It makes the tree
   * nested. A promise is asked for once per key and kept, until a retry after a failure.
   */
  childrenAccessor?: (node: T) => TreeChildren<T>;
  /**
   * Returns whether a node can have children, and so be expanded. By default, for flat data,
   * whether the next node is deeper; for nested data, whether `childrenAccessor` returns a promise
   * or a non-empty array (which asks for the children of every node shown: pass this function to
   * load children only when a node is expanded).
   */
  isExpandable?: (node: T) => boolean;
  /**
   * Returns the key a node is known by in `expandedKeys`, such as its id, so expansion survives
   * the data being recreated. By default the node itself is its key.
   */
  getKey?: (node: T) => K;
}

/** How the nodes of a tree relate, read from its data and accessors during one render. */
export interface TreeModel<T, K> {
  kind: 'flat' | 'nested';
  nodes: readonly T[];
  getKey(node: T): K;
  /** The depth of a node of flat data, 0 for a root (0 for every node of nested data). */
  getLevel(node: T): number;
  isExpandable(node: T): boolean;
  /** The children known now: all of them for synchronous data, the loaded ones for promises. */
  getChildren(node: T): readonly T[];
  getDescendants(node: T): T[];
  /** The keys of every expandable node known now (nested data is read down from the roots). */
  getExpandableKeys(): K[];
  getChildrenStatus(key: K): TreeChildrenStatus;
  getChildrenError(key: K): unknown;
}

/**
 * Reads the structure of a tree from its options. `results` holds how the requests for children
 * ended; `requests` remembers the requests, and starts one when a node's children come as a
 * promise for the first time.
 */
export function createTreeModel<T, K>(
  options: TreeDataOptions<T, K>,
  results: ReadonlyMap<K, SettledChildren<T>>,
  requests: ChildrenRequests<T, K>,
): TreeModel<T, K> {
  const {levelAccessor, childrenAccessor, getKey: keyOf} = options;
  if (levelAccessor && childrenAccessor) {
    throw new Error('Tree: give either levelAccessor or childrenAccessor, not both.');
  }
  const getKey = (node: T): K => (keyOf ? keyOf(node) : (node as unknown as K));
  const getChildrenStatus = (key: K): TreeChildrenStatus =>
    results.get(key)?.status ?? (requests.has(key) ? 'loading' : 'idle');
  const getChildrenError = (key: K): unknown => results.get(key)?.error;
  return childrenAccessor
    ? createNestedModel(options, childrenAccessor, getKey, results, requests, {
        getChildrenStatus,
        getChildrenError,
      })
    : createFlatModel(options, getKey, {getChildrenStatus, getChildrenError});
}

type Status<K> = Pick<TreeModel<unknown, K>, 'getChildrenStatus' | 'getChildrenError'>;

function createFlatModel<T, K>(
  {nodes, levelAccessor, isExpandable: expandableOption}: TreeDataOptions<T, K>,
  getKey: (node: T) => K,
  status: Status<K>,
): TreeModel<T, K> {
  const getLevel = (node: T) => (levelAccessor ? levelAccessor(node) : 0);
  let indexes: Map<K, number> | undefined;
  const indexOf = (node: T): number => {
    indexes ??= new Map(nodes.map((each, index) => [getKey(each), index]));
    return indexes.get(getKey(node)) ?? -1;
  };
  const isExpandable = (node: T): boolean => {
    if (expandableOption) return expandableOption(node);
    const index = indexOf(node);
    const next = index < 0 ? undefined : nodes[index + 1];
    return next !== undefined && getLevel(next) > getLevel(node);
  };
  const getDescendants = (node: T): T[] => {
    const index = indexOf(node);
    if (index < 0) return [];
    const level = getLevel(node);
    const descendants: T[] = [];
    for (const each of nodes.slice(index + 1)) {
      if (getLevel(each) <= level) break;
      descendants.push(each);
    }
    return descendants;
  };
  return {
    kind: 'flat',
    nodes,
    getKey,
    getLevel,
    isExpandable,
    getDescendants,
    // A descendant is a child when no shallower descendant came before it (levels may skip).
    getChildren: (node) => {
      let shallowest = Infinity;
      return getDescendants(node).filter((each) => {
        const level = getLevel(each);
        if (level > shallowest) return false;
        shallowest = level;
        return true;
      });
    },
    getExpandableKeys: () => nodes.filter(isExpandable).map(getKey),
    ...status,
  };
}

function createNestedModel<T, K>(
  {nodes, isExpandable: expandableOption}: TreeDataOptions<T, K>,
  childrenAccessor: (node: T) => TreeChildren<T>,
  getKey: (node: T) => K,
  results: ReadonlyMap<K, SettledChildren<T>>,
  requests: ChildrenRequests<T, K>,
  status: Status<K>,
): TreeModel<T, K> {
  /** The children known now, and whether they come (or came) asynchronously. */
  const read = (node: T): {children: readonly T[]; async: boolean} => {
    const key = getKey(node);
    const settled = results.get(key);
    if (settled) return {children: settled.children, async: true};
    if (requests.has(key)) return {children: [], async: true};
    const children = childrenAccessor(node);
    if (isPromiseLike<readonly T[]>(children)) {
      requests.start(key, node, children);
      return {children: [], async: true};
    }
    return {children: children ?? [], async: false};
  };
  const isExpandable = (node: T): boolean => {
    if (expandableOption) return expandableOption(node);
    const {children, async} = read(node);
    if (!async) return children.length > 0;
    // A failed node stays expandable so that it can be retried.
    const settled = results.get(getKey(node));
    return settled === undefined || settled.status === 'error' || children.length > 0;
  };
  const getChildren = (node: T): readonly T[] => {
    // A node known to be a leaf is never asked for children.
    if (expandableOption && !expandableOption(node)) return [];
    return read(node).children;
  };
  const getDescendants = (node: T): T[] =>
    getChildren(node).flatMap((child) => [child, ...getDescendants(child)]);
  return {
    kind: 'nested',
    nodes,
    getKey,
    getLevel: () => 0,
    isExpandable,
    getChildren,
    getDescendants,
    getExpandableKeys: () =>
      nodes
        .flatMap((root) => [root, ...getDescendants(root)])
        .filter(isExpandable)
        .map(getKey),
    ...status,
  };
}
