import {
  Tree,
  TreeNode,
  TreeNodeGroup,
  useNestedTreeControl,
  useTreeNode,
} from '@material-react/cdk/tree';
import './cdk-tree-nested-example.css';

interface FileNode {
  name: string;
  children?: FileNode[];
}

const FILES: FileNode[] = [
  {
    name: 'src',
    children: [
      {name: 'app', children: [{name: 'app.tsx'}, {name: 'routes.ts'}]},
      {name: 'styles', children: [{name: 'theme.css'}]},
      {name: 'main.tsx'},
    ],
  },
  {name: 'public', children: [{name: 'favicon.svg'}]},
  {name: 'package.json'},
];

/**
 * Each folder holds its children in a `role="group"` element inside it. The cdk tree reads the
 * children with `getChildren` and brings the ARIA attributes and the keyboard.
 *
 * @title Nested tree (headless)
 */
export function CdkTreeNestedExample() {
  const control = useNestedTreeControl<FileNode>((node) => node.children);
  return (
    <Tree
      aria-label="Project files"
      className="cdk-tree-nested"
      control={control}
      nodes={FILES}
      getLabel={(node) => node.name}
    >
      {(node) => <FileTreeNode node={node} />}
    </Tree>
  );
}

function FileTreeNode({node}: {node: FileNode}) {
  return (
    <TreeNode node={node} aria-label={node.name} className="cdk-tree-nested-node">
      <Row name={node.name} />
      <TreeNodeGroup className="cdk-tree-nested-group" />
    </TreeNode>
  );
}

function Row({name}: {name: string}) {
  const {expandable, expanded, toggle} = useTreeNode<FileNode>();
  return (
    <span className="cdk-tree-nested-row">
      <span
        className="cdk-tree-nested-toggle"
        aria-hidden="true"
        onClick={expandable ? toggle : undefined}
      >
        {expandable ? (expanded ? '▾' : '▸') : ''}
      </span>
      {expandable ? `${name}/` : name}
    </span>
  );
}
