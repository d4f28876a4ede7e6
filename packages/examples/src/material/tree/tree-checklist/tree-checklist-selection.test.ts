import {SelectionModel} from '@material-react/cdk/collections';
import {describe, expect, it} from 'vitest';
import {getCheckState, getLeaves, toggleNode} from './tree-checklist-selection';

interface Item {
  name: string;
  children?: Item[];
}

const fruits: Item = {name: 'Fruits', children: [{name: 'Apple'}, {name: 'Pear'}]};
const root: Item = {name: 'Groceries', children: [{name: 'Eggs'}, fruits]};
const getChildren = (item: Item) => item.children;
const [eggs] = root.children as [Item, Item];
const [apple, pear] = fruits.children as [Item, Item];

describe('tree checklist selection', () => {
  it('finds the leaves under a node', () => {
    expect(getLeaves(root, getChildren)).toEqual([eggs, apple, pear]);
    expect(getLeaves(eggs, getChildren)).toEqual([eggs]);
  });

  it('checks and unchecks a parent with all its descendants', () => {
    const selection = new SelectionModel<Item>(true);
    toggleNode(root, getChildren, selection);
    expect(selection.selected).toEqual([eggs, apple, pear]);
    expect(getCheckState(fruits, getChildren, selection)).toBe('checked');
    toggleNode(root, getChildren, selection);
    expect(selection.isEmpty()).toBe(true);
    expect(getCheckState(root, getChildren, selection)).toBe('unchecked');
  });

  it('shows a parent as indeterminate when some descendants are checked', () => {
    const selection = new SelectionModel<Item>(true);
    toggleNode(apple, getChildren, selection);
    expect(getCheckState(fruits, getChildren, selection)).toBe('indeterminate');
    expect(getCheckState(root, getChildren, selection)).toBe('indeterminate');
    expect(getCheckState(eggs, getChildren, selection)).toBe('unchecked');
    // Toggling a partly checked parent checks the rest.
    toggleNode(fruits, getChildren, selection);
    expect(getCheckState(fruits, getChildren, selection)).toBe('checked');
    toggleNode(eggs, getChildren, selection);
    expect(getCheckState(root, getChildren, selection)).toBe('checked');
  });
});
