import {useTreeExpansion} from '@material-react/cdk/tree';
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
 * "Archive" fails the first time: press Enter on it (or close and open it) to try again. The
 * expansion state lives in `useTreeExpansion` here, so that the status line below the tree can
 * read which folders are loading.
 *
 * @title Tree with children loaded on demand
 */
export function TreeDynamicExample() {
  const [load] = useState(() => createLoader(1000));
  const expansion = useTreeExpansion<DynamicNode, string>({
    nodes: ROOTS,
    childrenAccessor: (node) => (node.folder ? load(node) : undefined),
    isExpandable: (node) => node.folder,
    getKey: (node) => node.name,
  });

  // Folders are known by name, which is the key the status is kept under.
  const expanded = expansion.expandedKeys;
  const loading = expanded.filter((name) => expansion.getChildrenStatus(name) === 'loading');
  const failed = expanded.filter((name) => expansion.getChildrenStatus(name) === 'error');
  const message =
    loading.length > 0
      ? `Loading ${loading.join(', ')}…`
      : failed.length > 0
        ? `Could not load ${failed.join(', ')}. Press Enter on it to try again.`
        : '';

  return (
    <div className="tree-dynamic">
      <Tree
        aria-label="Produce"
        expansion={expansion}
        getLabel={(node) => node.name}
        onActivate={(node) => {
          if (expansion.getChildrenStatus(node.name) === 'error') expansion.retry(node.name);
          else if (node.folder) expansion.toggle(node.name);
        }}
      >
        {(node) => {
          const status = expansion.getChildrenStatus(node.name);
          const trailing =
            status === 'loading' ? (
              'Loading…'
            ) : status === 'error' && expansion.isExpanded(node.name) ? (
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
