import {
  Tree,
  TreeNode,
  TreeNodeGroup,
  useTreeExpansion,
  useTreeNode,
} from '@material-react/cdk/tree';
import {Button} from '@material-react/material/button';
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
 * children with `childrenAccessor` and brings the ARIA attributes and the keyboard. The expansion
 * state comes from `useTreeExpansion`, so the buttons above the tree can expand and collapse
 * every folder.
 *
 * @title Nested tree (headless)
 */
export function CdkTreeNestedExample() {
  const expansion = useTreeExpansion({
    nodes: FILES,
    childrenAccessor: (node) => node.children,
    getKey: (node) => node.name,
  });
  return (
    <div className="cdk-tree-nested-example">
      <div className="cdk-tree-nested-actions">
        <Button onClick={() => expansion.expandAll()}>Expand all</Button>
        <Button onClick={() => expansion.collapseAll()}>Collapse all</Button>
      </div>
      <Tree
        aria-label="Project files"
        className="cdk-tree-nested"
        expansion={expansion}
        getLabel={(node) => node.name}
      >
        {(node) => <FileTreeNode node={node} />}
      </Tree>
    </div>
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
