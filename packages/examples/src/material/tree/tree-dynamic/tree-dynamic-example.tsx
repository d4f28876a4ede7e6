import {useNestedTreeControl, useTreeControl} from '@material-react/cdk/tree';
import {Tree, TreeNode} from '@material-react/material/tree';
import {useState} from 'react';
import './tree-dynamic-example.css';

interface DynamicNode {
  name: string;
  folder: boolean;
}

/** What the pretend server knows: the children of each folder. */
const DATABASE: Record<string, string[]> = {
  Fruits: ['Apple', 'Orange', 'Banana'],
  Vegetables: ['Tomato', 'Potato', 'Onion'],
  Archive: ['2024 harvest', '2025 harvest'],
  Apple: ['Fuji', 'Macintosh'],
  Onion: ['Yellow', 'White', 'Purple'],
};

const ROOTS: DynamicNode[] = ['Fruits', 'Vegetables', 'Archive'].map((name) => ({
  name,
  folder: true,
}));

/**
 * A pretend request for the children of a folder, answering after a delay. The first request for
 * "Archive" fails, to show how the tree recovers.
 */
function createLoader(delay: number) {
  let archiveFailed = false;
  return (node: DynamicNode) =>
    new Promise<DynamicNode[]>((resolve, reject) => {
      setTimeout(() => {
        if (node.name === 'Archive' && !archiveFailed) {
          archiveFailed = true;
          reject(new Error('The server did not answer.'));
          return;
        }
        const names = DATABASE[node.name] ?? [];
        resolve(names.map((name) => ({name, folder: name in DATABASE})));
      }, delay);
    });
}

/**
 * A folder's children are fetched the first time it opens, with a spinner meanwhile. Opening
 * "Archive" fails the first time: press Enter on it (or close and open it) to try again.
 *
 * @title Tree with children loaded on demand
 */
export function TreeDynamicExample() {
  const [load] = useState(() => createLoader(1000));
  const control = useNestedTreeControl<DynamicNode, string>(
    (node) => (node.folder ? load(node) : undefined),
    {isExpandable: (node) => node.folder, trackBy: (node) => node.name},
  );
  useTreeControl(control);

  // Folder nodes are identified by name, so a stand-in object finds their status.
  const expanded = control.expansionModel.selected.map((name) => ({name, folder: true}));
  const loading = expanded.filter((node) => control.getChildrenStatus(node) === 'loading');
  const failed = expanded.filter((node) => control.getChildrenStatus(node) === 'error');
  const message =
    loading.length > 0
      ? `Loading ${loading.map((node) => node.name).join(', ')}…`
      : failed.length > 0
        ? `Could not load ${failed.map((node) => node.name).join(', ')}. Press Enter on it to try again.`
        : '';

  return (
    <div className="tree-dynamic">
      <Tree
        aria-label="Produce"
        control={control}
        nodes={ROOTS}
        getLabel={(node) => node.name}
        onActivate={(node) => {
          if (control.getChildrenStatus(node) === 'error') void control.loadChildren(node);
          else if (node.folder) control.toggle(node);
        }}
      >
        {(node) => {
          const status = control.getChildrenStatus(node);
          const trailing =
            status === 'loading' ? (
              'Loading…'
            ) : status === 'error' && control.isExpanded(node) ? (
              <span className="tree-dynamic-error">Failed, press Enter to retry</span>
            ) : undefined;
          return (
            <TreeNode node={node} trailing={trailing}>
              {node.name}
            </TreeNode>
          );
        }}
      </Tree>
      <p role="status" className="tree-dynamic-status">
        {message}
      </p>
    </div>
  );
}
