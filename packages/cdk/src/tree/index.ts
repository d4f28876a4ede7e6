export {useTreeNode} from './tree-context';
export type {TreeNodePosition} from './tree-positions';
export type {TreeNodeState} from './tree-context';
export type {TreeChildren, TreeChildrenStatus} from './tree-children';
export {
  useTreeExpansion,
  type TreeExpansion,
  type TreeExpansionStateOptions,
  type UseTreeExpansionOptions,
} from './tree-expansion';
export type {TreeDataOptions} from './tree-model';
export {
  Tree,
  type TreeBaseProps,
  type TreeProps,
  type TreeWithDataProps,
  type TreeWithExpansionProps,
} from './tree';
export {TreeNode, TreeNodeGroup, type TreeNodeGroupProps, type TreeNodeProps} from './tree-node';
