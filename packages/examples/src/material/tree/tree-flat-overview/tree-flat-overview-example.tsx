import {useFlatTreeControl} from '@material-react/cdk/tree';
import {Tree, TreeNode} from '@material-react/material/tree';

interface FoodNode {
  name: string;
  children?: FoodNode[];
}

interface FlatFoodNode {
  id: string;
  name: string;
  level: number;
  expandable: boolean;
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
    const children = node.children ?? [];
    return [
      {id, name: node.name, level, expandable: children.length > 0},
      ...flatten(children, level + 1, id),
    ];
  });
}

const FLAT_FOODS = flatten(FOODS);

/**
 * Every node is in one list with its level; the tree shows those whose parents are expanded.
 *
 * @title Flat tree
 */
export function TreeFlatOverviewExample() {
  const control = useFlatTreeControl<FlatFoodNode, string>(
    (node) => node.level,
    (node) => node.expandable,
    {trackBy: (node) => node.id},
  );
  return (
    <Tree aria-label="Foods" control={control} nodes={FLAT_FOODS}>
      {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
    </Tree>
  );
}
