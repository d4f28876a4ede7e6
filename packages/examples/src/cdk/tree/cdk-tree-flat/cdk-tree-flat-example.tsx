import {Tree, TreeNode, useTreeNode} from '@material-react/cdk/tree';
import './cdk-tree-flat-example.css';

interface FlatFood {
  name: string;
  level: number;
  expandable: boolean;
}

/** Every node in depth-first order with its level: the shape a flat tree works on. */
const FOODS: FlatFood[] = [
  {name: 'Fruit', level: 0, expandable: true},
  {name: 'Apple', level: 1, expandable: false},
  {name: 'Banana', level: 1, expandable: false},
  {name: 'Fruit loops', level: 1, expandable: false},
  {name: 'Vegetables', level: 0, expandable: true},
  {name: 'Green', level: 1, expandable: true},
  {name: 'Broccoli', level: 2, expandable: false},
  {name: 'Brussels sprouts', level: 2, expandable: false},
  {name: 'Orange', level: 1, expandable: true},
  {name: 'Pumpkins', level: 2, expandable: false},
  {name: 'Carrots', level: 2, expandable: false},
];

/**
 * The cdk tree brings the structure, the ARIA attributes and the keyboard; the looks are the
 * example's own. `levelAccessor` makes it a flat tree, `getKey` names the keys it keeps the
 * expanded nodes under. Focus the tree and use the arrow keys, Home, End, `*` or type a name.
 *
 * @title Flat tree (headless)
 */
export function CdkTreeFlatExample() {
  return (
    <Tree
      aria-label="Foods"
      className="cdk-tree-flat"
      nodes={FOODS}
      levelAccessor={(node) => node.level}
      isExpandable={(node) => node.expandable}
      getKey={(node) => node.name}
    >
      {(node) => (
        <TreeNode
          node={node}
          className="cdk-tree-flat-node"
          style={{paddingInlineStart: `${node.level * 24}px`}}
        >
          <Toggle />
          {node.name}
        </TreeNode>
      )}
    </Tree>
  );
}

function Toggle() {
  const {expandable, expanded, toggle} = useTreeNode<FlatFood>();
  if (!expandable) return <span className="cdk-tree-flat-toggle" aria-hidden="true" />;
  return (
    <span className="cdk-tree-flat-toggle" aria-hidden="true" onClick={toggle}>
      {expanded ? '▾' : '▸'}
    </span>
  );
}
