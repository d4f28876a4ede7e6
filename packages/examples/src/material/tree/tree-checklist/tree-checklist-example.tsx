import {useSelection} from '@material-react/cdk/collections';
import {Checkbox} from '@material-react/material/checkbox';
import {Tree, TreeNode} from '@material-react/material/tree';
import {getCheckState, getLeaves, toggleNode} from './tree-checklist-selection';

interface TodoItem {
  name: string;
  children?: TodoItem[];
}

const GROCERIES: TodoItem[] = [
  {
    name: 'Groceries',
    children: [
      {name: 'Almond meal flour'},
      {name: 'Organic eggs'},
      {name: 'Protein powder'},
      {name: 'Fruits', children: [{name: 'Apple'}, {name: 'Berries'}, {name: 'Orange'}]},
    ],
  },
  {
    name: 'Reminders',
    children: [
      {name: 'Cook dinner'},
      {name: 'Read the Material Design spec'},
      {name: 'Upgrade the app'},
    ],
  },
];

const getChildren = (item: TodoItem) => item.children;

/**
 * Checking a parent checks everything under it; a parent with only some items checked shows a
 * dash. Space or Enter on a focused item checks it.
 *
 * @title Tree with checkboxes
 */
export function TreeChecklistExample() {
  const selection = useSelection<TodoItem>({multiple: true});
  const done = GROCERIES.flatMap((root) => getLeaves(root, getChildren)).filter((leaf) =>
    selection.isSelected(leaf),
  ).length;

  return (
    <div>
      <Tree
        aria-label="To-do list"
        aria-multiselectable="true"
        nodes={GROCERIES}
        childrenAccessor={getChildren}
        getLabel={(item) => item.name}
        onActivate={(item) => toggleNode(item, getChildren, selection)}
      >
        {(item) => {
          const state = getCheckState(item, getChildren, selection);
          return (
            <TreeNode
              node={item}
              aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
            >
              <Checkbox
                tabIndex={-1}
                checked={state === 'checked'}
                indeterminate={state === 'indeterminate'}
                onCheckedChange={() => toggleNode(item, getChildren, selection)}
              >
                {item.name}
              </Checkbox>
            </TreeNode>
          );
        }}
      </Tree>
      <p role="status">{done === 0 ? 'Nothing checked yet.' : `${done} items checked.`}</p>
    </div>
  );
}
