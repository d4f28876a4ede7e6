import {FlatTreeControl, NestedTreeControl, type BaseTreeControl} from './tree-control';
import type {TreeNodePosition} from './tree-context';

/** What a tree shows: the visible nodes in order and where each sits. */
export interface TreeLayout<T> {
  /** The nodes to show, in depth-first order (for a nested tree: every visible node). */
  visible: T[];
  /** The position of each visible node, by key. */
  positions: Map<unknown, TreeNodePosition>;
}

/** The visible nodes of a flat tree and their positions, from all its nodes in order. */
export function getFlatTreeLayout<T>(
  control: FlatTreeControl<T, unknown>,
  nodes: readonly T[],
): TreeLayout<T> {
  const positions = new Map<unknown, TreeNodePosition>();
  // The chain of ancestors of the current node, each with the positions of its children so far.
  const root = {level: -1, children: [] as TreeNodePosition[]};
  const ancestors = [root];
  const groups = [root.children];
  for (const node of nodes) {
    const level = control.getLevel(node);
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
    positions.set(control.getKey(node), position);
    const parent = {level, children: [] as TreeNodePosition[]};
    ancestors.push(parent);
    groups.push(parent.children);
  }
  for (const group of groups) {
    for (const position of group) position.setsize = group.length;
  }
  return {visible: control.getVisibleNodes(nodes), positions};
}

/** The visible nodes of a nested tree and their positions, walking expanded nodes from the roots. */
export function getNestedTreeLayout<T>(
  control: NestedTreeControl<T, unknown>,
  roots: readonly T[],
): TreeLayout<T> {
  const visible: T[] = [];
  const positions = new Map<unknown, TreeNodePosition>();
  const walk = (nodes: readonly T[], level: number) => {
    nodes.forEach((node, index) => {
      visible.push(node);
      positions.set(control.getKey(node), {level, posinset: index + 1, setsize: nodes.length});
      if (control.isExpanded(node) && control.isExpandable(node)) {
        walk(control.getLoadedChildren(node), level + 1);
      }
    });
  };
  walk(roots, 1);
  return {visible, positions};
}

/** The layout of either kind of tree. */
export function getTreeLayout<T>(
  control: BaseTreeControl<T, unknown>,
  nodes: readonly T[],
): TreeLayout<T> {
  if (control instanceof FlatTreeControl) return getFlatTreeLayout(control, nodes);
  if (control instanceof NestedTreeControl) return getNestedTreeLayout(control, nodes);
  throw new Error('Tree: the control must be a FlatTreeControl or a NestedTreeControl.');
}
