export {Tree, TreeNode, type TreeNodeProps, type TreeProps} from './tree';
