import type {TreeModel} from './tree-model';

/** Where a node sits in the tree, as the tree computed it. */
export interface TreeNodePosition {
  /** The depth, 1 for a root (as `aria-level`). */
  level: number;
  /** The 1-based position among its siblings (as `aria-posinset`). */
  posinset: number;
  /** The number of its siblings, itself included (as `aria-setsize`). */
  setsize: number;
}

/** What a tree shows: the visible nodes in order and where each sits. */
export interface TreeLayout<T, K> {
  /** The nodes to show, in depth-first order (for a nested tree: every visible node). */
  visible: T[];
  /** The position of each node laid out, by key. */
  positions: Map<K, TreeNodePosition>;
}

/** The visible nodes of a tree and their positions, given which keys are expanded. */
export function getTreeLayout<T, K>(
  model: TreeModel<T, K>,
  isExpanded: (key: K) => boolean,
): TreeLayout<T, K> {
  return model.kind === 'flat'
    ? getFlatTreeLayout(model, isExpanded)
    : getNestedTreeLayout(model, isExpanded);
}

function getFlatTreeLayout<T, K>(
  model: TreeModel<T, K>,
  isExpanded: (key: K) => boolean,
): TreeLayout<T, K> {
  const positions = new Map<K, TreeNodePosition>();
  // The chain of ancestors of the current node, each with the positions of its children so far.
  const root = {level: -1, children: [] as TreeNodePosition[]};
  const ancestors = [root];
  const groups = [root.children];
  const visible: T[] = [];
  // The level below which nodes are hidden, because an ancestor at that level is collapsed.
  let hiddenBelow = Infinity;
  for (const node of model.nodes) {
    const level = model.getLevel(node);
    while (ancestors.length > 1 && (ancestors[ancestors.length - 1]?.level ?? -1) >= level) {
      ancestors.pop();
    }
    const siblings = (ancestors[ancestors.length - 1] ?? root).children;
    const position: TreeNodePosition = {
      level: level + 1,
      posinset: siblings.length + 1,
      setsize: 0,
    };
    siblings.push(position);
    positions.set(model.getKey(node), position);
    const parent = {level, children: [] as TreeNodePosition[]};
    ancestors.push(parent);
    groups.push(parent.children);

    if (level > hiddenBelow) continue;
    hiddenBelow = Infinity;
    visible.push(node);
    if (model.isExpandable(node) && !isExpanded(model.getKey(node))) hiddenBelow = level;
  }
  for (const group of groups) {
    for (const position of group) position.setsize = group.length;
  }
  return {visible, positions};
}

function getNestedTreeLayout<T, K>(
  model: TreeModel<T, K>,
  isExpanded: (key: K) => boolean,
): TreeLayout<T, K> {
  const visible: T[] = [];
  const positions = new Map<K, TreeNodePosition>();
  const walk = (nodes: readonly T[], level: number) => {
    nodes.forEach((node, index) => {
      const key = model.getKey(node);
      visible.push(node);
      positions.set(key, {level, posinset: index + 1, setsize: nodes.length});
      // Asked of every visible node, as its row needs it; this may start loading its children.
      const expandable = model.isExpandable(node);
      if (expandable && isExpanded(key)) walk(model.getChildren(node), level + 1);
    });
  };
  walk(model.nodes, 1);
  return {visible, positions};
}
