export {useTreeNode, type TreeNodePosition, type TreeNodeState} from './tree-context';
export {
  BaseTreeControl,
  FlatTreeControl,
  NestedTreeControl,
  type NestedTreeControlOptions,
  type TreeChildren,
  type TreeChildrenStatus,
  type TreeControlOptions,
} from './tree-control';
export {
  getFlatTreeLayout,
  getNestedTreeLayout,
  getTreeLayout,
  type TreeLayout,
} from './tree-positions';
export {
  Tree,
  useFlatTreeControl,
  useNestedTreeControl,
  useTreeControl,
  type TreeProps,
} from './tree';
export {TreeNode, TreeNodeGroup, type TreeNodeGroupProps, type TreeNodeProps} from './tree-node';
