import {Tree, TreeNode} from '@material-react/material/tree';

interface FoodNode {
  name: string;
  children?: FoodNode[];
}

interface FlatFoodNode {
  id: string;
  name: string;
  level: number;
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

/** Flattens nested data into the depth-first list of nodes with levels that a flat tree shows. */
function flatten(nodes: FoodNode[], level = 0, path = ''): FlatFoodNode[] {
  return nodes.flatMap((node) => {
    const id = `${path}/${node.name}`;
    return [{id, name: node.name, level}, ...flatten(node.children ?? [], level + 1, id)];
  });
}

const FLAT_FOODS = flatten(FOODS);

/**
 * Every node is in one list with its level; the tree shows those whose parents are expanded. A
 * node followed by a deeper one has children, so it can be expanded.
 *
 * @title Flat tree
 */
export function TreeFlatOverviewExample() {
  return (
    <Tree
      aria-label="Foods"
      nodes={FLAT_FOODS}
      levelAccessor={(node) => node.level}
      getKey={(node) => node.id}
    >
      {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
    </Tree>
  );
}
