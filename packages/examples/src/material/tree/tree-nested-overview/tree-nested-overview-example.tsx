import {Tree, TreeNode} from '@material-react/material/tree';

interface FoodNode {
  name: string;
  children?: FoodNode[];
}

const FOODS: FoodNode[] = [
  {name: 'Fruit', children: [{name: 'Apple'}, {name: 'Banana'}, {name: 'Fruit loops'}]},
  {
    name: 'Vegetables',
    children: [
      {name: 'Green', children: [{name: 'Broccoli'}, {name: 'Brussels sprouts'}]},
      {name: 'Orange', children: [{name: 'Pumpkins'}, {name: 'Carrots'}]},
    ],
  },
];

/**
 * Each node holds its children, which the tree shows in a group inside the node while it is
 * expanded.
 *
 * @title Nested tree
 */
export function TreeNestedOverviewExample() {
  return (
    <Tree
      aria-label="Foods"
      nodes={FOODS}
      childrenAccessor={(node) => node.children}
      getLabel={(node) => node.name}
    >
      {(node) => (
        <TreeNode node={node} trailing={node.children ? `${node.children.length}` : undefined}>
          {node.name}
        </TreeNode>
      )}
    </Tree>
  );
}
